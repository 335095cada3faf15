import { lazy, Suspense } from 'react';
import { WidgetCard } from '../../src/ui/card.ts';
import type { RegistrationFormProps } from './props.gen.ts';
import { RegistrationSkeleton } from './Skeleton.ts';

// formik, yup, the calls and their validators arrive with the steps, never with the page's entry.
const RegistrationSteps = lazy(() =>
  import('./RegistrationSteps.tsx').then((module) => ({ default: module.RegistrationSteps })),
);

/**
 * Registration to the customer area (spec §1/§2 `/register`, issue 18): a card around the steps,
 * which load as a chunk of their own. It needs no login, so it works on any page that shows it.
 */
export function RegistrationForm({ loginPath }: RegistrationFormProps) {
  return (
    <WidgetCard>
      <Suspense fallback={<RegistrationSkeleton aria-busy="true" />}>
        <RegistrationSteps loginHref={loginPath ?? '/home'} />
      </Suspense>
    </WidgetCard>
  );
}
