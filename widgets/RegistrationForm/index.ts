import { defineWidget } from '../../src/engine/render/index.ts';
import type { RegistrationFormProps } from './props.gen.ts';
import { RegistrationForm } from './RegistrationForm.tsx';

/** Light on purpose: formik, yup, the calls and the steps are the chunk RegistrationForm fetches. */
export const registrationForm = defineWidget<RegistrationFormProps>({
  component: RegistrationForm,
});
