import { useField, useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import { useFormTranslation } from '../../i18n/formTexts.ts';
import { ErrorText, FieldBox, Hint } from './styles.ts';

/** What a control needs to be tied to its label, hint and message. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': boolean;
  'aria-required': boolean | undefined;
}

export interface FieldFrameProps {
  /** The label's text, already translated. */
  label: string;
  /** A translated hint under the label, read with the control. */
  hint?: string | undefined;
  /** The translated message of a refused value; empty or undefined when the value is fine. */
  error?: string | undefined;
  required?: boolean | undefined;
  /** Marks the label "(facoltativo)": the customer sees which fields may stay empty. */
  optional?: boolean | undefined;
  /** The control, given the attributes that tie it to the label, hint and message. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A visible label, an optional hint, the control and its message (§5's texts), formik-free so
 * any control fits. The message sits in a polite live region that is always in the page: a
 * screen reader hears a refusal when it appears, and again with the label when the field gets
 * focus, through aria-describedby.
 */
export function FieldFrame(props: FieldFrameProps) {
  const { label, hint, error, required, optional, children } = props;
  const { t } = useFormTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const describedBy = [hint ? hintId : '', invalid ? errorId : ''].filter(Boolean).join(' ');
  return (
    <FieldBox>
      <label htmlFor={id}>
        {label}
        {optional && ` ${t('forms.common.optional')}`}
      </label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': invalid,
        'aria-required': required || undefined,
      })}
      <ErrorText id={errorId} aria-live="polite">
        {error}
      </ErrorText>
    </FieldBox>
  );
}

/**
 * The translated message formik holds for a field, once the customer has left it or tried to
 * send: a message under a field not yet touched would scold before anyone typed. Messages in
 * schemas are catalogue keys (e.g. `forms.common.required`), translated here.
 */
export function useFieldError(name: string): string | undefined {
  const { t } = useFormTranslation();
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  const shown = meta.touched || submitCount > 0;
  return shown && typeof meta.error === 'string' ? t(meta.error) : undefined;
}
