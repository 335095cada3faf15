import { useField } from 'formik';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { outlinedPill, PayControl } from '../../src/ui/buttons.ts';
import { FieldFrame, useFieldError } from '../../src/ui/form/index.ts';
import { fileRefusal } from './schema.ts';
import { useProfileTexts } from './texts.ts';

const FileInput = styled.input`
  min-height: 44px;
  max-width: 100%;
  font: inherit;
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

/** The types the server accepts by their content (issue 12): PDF and common images. */
const ACCEPT = 'application/pdf,image/jpeg,image/png,image/gif,image/webp';

/**
 * The attachment (spec §5): a file over 2,097,152 bytes is refused ("allegato peso") and
 * cleared before anything is read; a chosen file shows its name and can be removed. The same
 * behaviour as the bill's care form, whose field is its own widget's (folders are leaves).
 */
export function AttachmentInput(props: { disabled: boolean }) {
  const { t } = useProfileTexts();
  const [field, , helpers] = useField<File | null>('attachment');
  const formikError = useFieldError('attachment');
  const [refused, setRefused] = useState<string | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);
  const file = field.value;

  // A reset after a successful send empties the value: the input lets go of its file too.
  useEffect(() => {
    if (file === null && input.current) input.current.value = '';
  }, [file]);

  const choose = (chosen: File | undefined) => {
    const refusal = chosen ? fileRefusal(chosen.size) : undefined;
    setRefused(refusal && t(refusal));
    if (refusal && input.current) input.current.value = '';
    void helpers.setTouched(true, false);
    void helpers.setValue(chosen && !refusal ? chosen : null);
  };

  return (
    <FieldFrame
      label={t('area_profile.attachment')}
      hint={t('area_profile.attachment_hint')}
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
              <span>{t('area_profile.attachment_chosen', { name: file.name })}</span>
              <PayControl
                type="button"
                $primary={false}
                onClick={() => {
                  setRefused(undefined);
                  void helpers.setValue(null);
                  input.current?.focus();
                }}
              >
                {t('area_profile.attachment_remove', { name: file.name })}
              </PayControl>
            </Chosen>
          )}
        </>
      )}
    </FieldFrame>
  );
}
