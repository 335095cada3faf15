import { lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import type { CustomerProfileFormProps } from './props.gen.ts';
import { ProfileSkeleton } from './Skeleton.ts';

/** formik, yup and the form arrive with the area's profile page, never with a bill. */
const CustomerProfileForm = lazy(() =>
  import('./CustomerProfileForm.tsx').then((module) => ({ default: module.CustomerProfileForm })),
);

export const customerProfileForm = defineWidget<CustomerProfileFormProps>({
  component: CustomerProfileForm,
  skeleton: ProfileSkeleton,
});
