import { useFormikContext } from 'formik';
import { useRef, type ReactNode } from 'react';
import { useFormTranslation } from '../../i18n/formTexts.ts';
import styled from 'styled-components';
import { PayControl } from '../buttons.ts';
import { useFocusFirstInvalidOnSubmit } from './focusFirstInvalid.ts';
import { FormStack } from './styles.ts';

/**
 * The <form> of a formik form: noValidate so §5's messages show instead of the browser's
 * bubbles, and focus on the first invalid field after a refused submit. `label` (a catalogue
 * key) names the form for screen readers' lists of forms.
 */
export function FormBody(props: { label: string; children: ReactNode }) {
  const { t } = useFormTranslation();
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

/** At its own width on a desktop, under the fields; the pill fills a phone's width by itself. */
const Submit = styled(PayControl)`
  align-self: flex-start;
`;

/**
 * The form's filled send button. `locked` (the flow's) disables it while sending and during a
 * cooldown; it says it is busy while the request travels.
 */
export function SubmitButton(props: { label: string; locked?: boolean; busy?: boolean }) {
  const { t } = useFormTranslation();
  return (
    <Submit type="submit" $primary disabled={props.locked} aria-busy={props.busy || undefined}>
      {t(props.label)}
    </Submit>
  );
}
