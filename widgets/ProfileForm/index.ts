import { defineWidget } from '../../src/engine/render/index.ts';
import type { ProfileFormProps } from './props.gen.ts';
import { ProfileForm } from './ProfileForm.tsx';

/** Light on purpose: formik, yup and the fields are the lazy chunk ProfileForm fetches. */
export const profileForm = defineWidget<ProfileFormProps>({ component: ProfileForm });
