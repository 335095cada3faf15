import { useFormikContext } from 'formik';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PayControl } from '../buttons.ts';
import { useFocusFirstInvalidOnSubmit } from './focusFirstInvalid.ts';
import { FormStack } from './styles.ts';

/**
 * The <form> of a formik form: noValidate so §5's messages show instead of the browser's
 * bubbles, and focus on the first invalid field after a refused submit. `label` (a catalogue
 * key) names the form for screen readers' lists of forms.
 */
export function FormBody(props: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLFormElement>(null);
  const { handleSubmit, handleReset } = useFormikContext();
  useFocusFirstInvalidOnSubmit(ref);
  return (
    <FormStack
      ref={ref}
      noValidate
      aria-label={t(props.label)}
      onSubmit={handleSubmit}
      onReset={handleReset}
    >
      {props.children}
    </FormStack>
  );
}

/**
 * The form's filled send button. `locked` (the flow's) disables it while sending and during a
 * cooldown; it says it is busy while the request travels.
 */
export function SubmitButton(props: { label: string; locked?: boolean; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <PayControl type="submit" $primary disabled={props.locked} aria-busy={props.busy || undefined}>
      {t(props.label)}
    </PayControl>
  );
}
