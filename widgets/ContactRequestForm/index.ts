import { lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import type { ContactRequestFormProps } from './props.gen.ts';
import { RequestSkeleton } from './Skeleton.ts';

/** formik, yup and the form arrive with the area's contacts page, never with a bill. */
const ContactRequestForm = lazy(() =>
  import('./ContactRequestForm.tsx').then((module) => ({ default: module.ContactRequestForm })),
);

export const contactRequestForm = defineWidget<ContactRequestFormProps>({
  component: ContactRequestForm,
  skeleton: RequestSkeleton,
});
