import { useField } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { attachmentRefusal } from '../../domain/careForm.ts';
import { outlinedPill, PayControl } from '../buttons.ts';
import { FieldFrame, useFieldError } from './Field.tsx';

const FileInput = styled.input`
  min-height: 44px;
  max-width: 100%;
  font: inherit;
  /* The browser's own button, in the page's outlined pill: a 44 px target like the others. */
  &::file-selector-button {
    ${outlinedPill}
    margin-right: 12px;
  }
  &:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: 2px;
  }
`;

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  overflow-wrap: anywhere;
`;

/** The file types the server accepts (issue 12, by their content): PDF and common images. */
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/gif,image/webp';

/** Where a form keeps its attachment's texts, and the message key of a refused file. */
export interface AttachmentTexts {
  /** The catalogue prefix of `attachment`, `attachment_hint`, `attachment_chosen`, `…_remove`. */
  prefix: string;
  /** Values for the hint's placeholders, e.g. the proof-of-payment category as the form names it. */
  hintValues?: Record<string, string>;
  /** The message key for a file of `size` bytes that cannot be sent, or undefined. */
  refusal?: (size: number) => string | undefined;
}

/**
 * The attachment (spec §5), of the bill's care form and the area's contact request: a file over
 * 2,097,152 bytes is refused with "allegato peso" and cleared before anything is read or sent;
 * a chosen file shows its name and can be removed. The refusal of a file that never became the
 * value is kept here, beside formik's own messages ("allegato ko" for proof of payment without
 * a file). The form's widget seeds its texts (its catalogue file's fallback).
 */
export function AttachmentField(props: { disabled: boolean; texts: AttachmentTexts }) {
  const { t } = useTranslation();
  const { prefix, refusal: refusalOf = attachmentRefusal } = props.texts;
  const [field, , helpers] = useField<File | null>('attachment');
  const formikError = useFieldError('attachment');
  const [refused, setRefused] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const file = field.value;

  // A reset (after a successful send) empties the value: the input must let go of its file too.
  useEffect(() => {
    if (file === null && input.current) input.current.value = '';
  }, [file]);

  const choose = (chosen: File | undefined) => {
    const refusal = chosen ? refusalOf(chosen.size) : undefined;
    setRefused(refusal && t(refusal));
    if (refusal && input.current) input.current.value = '';
    void helpers.setTouched(true, false);
    void helpers.setValue(chosen && !refusal ? chosen : null);
  };

  const remove = () => {
    setRefused(undefined);
    void helpers.setValue(null);
    input.current?.focus();
  };

  return (
    <FieldFrame
      label={t(`${prefix}.attachment`)}
      hint={t(`${prefix}.attachment_hint`, props.texts.hintValues ?? {})}
      error={refused ?? formikError}
    >
      {(control) => (
        <>
          <FileInput
            {...control}
            ref={input}
            type="file"
            name="attachment"
            accept={ACCEPT}
            disabled={props.disabled}
            onChange={(event) => {
              choose(event.currentTarget.files?.[0]);
            }}
          />
          {file && (
            <Chosen>
              <span>{t(`${prefix}.attachment_chosen`, { name: file.name })}</span>
              <PayControl type="button" $primary={false} onClick={remove}>
                {t(`${prefix}.attachment_remove`, { name: file.name })}
              </PayControl>
            </Chosen>
          )}
        </>
      )}
    </FieldFrame>
  );
}
