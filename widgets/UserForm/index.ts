import { lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import type { UserFormProps } from './props.gen.ts';
import { UserFormSkeleton } from './Skeleton.ts';

/** formik, yup and the form arrive with the area's user form page, never with a bill. */
const UserForm = lazy(() =>
  import('./UserForm.tsx').then((module) => ({ default: module.UserForm })),
);

export const userForm = defineWidget<UserFormProps>({
  component: UserForm,
  skeleton: UserFormSkeleton,
});
