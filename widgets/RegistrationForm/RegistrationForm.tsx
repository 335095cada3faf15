import { lazy, Suspense } from 'react';
import { useArea } from '../../src/state/area.ts';
import { WidgetCard } from '../../src/ui/card.ts';
import type { RegistrationFormProps } from './props.gen.ts';
import { RegistrationSkeleton } from './Skeleton.ts';

// formik, yup, the calls and their validators arrive with the steps, never with the page's entry.
const RegistrationSteps = lazy(() =>
  import('./RegistrationSteps.tsx').then((module) => ({ default: module.RegistrationSteps })),
);

/**
 * Registration to the customer area (spec §1/§2 `/register`, issue 18): a card around the steps,
 * which load as a chunk of their own. It calls with the area's client, which on /register sends
 * no token; outside the customer area (a bill, a preview) it draws nothing, so the engine's
 * chunk, which every bill needs, carries none of its texts.
 */
export function RegistrationForm({ loginPath }: RegistrationFormProps) {
  const area = useArea();
  if (!area) return null;
  return (
    <WidgetCard>
      <Suspense fallback={<RegistrationSkeleton aria-busy="true" />}>
        <RegistrationSteps client={area.client} loginHref={loginPath ?? '/home'} />
      </Suspense>
    </WidgetCard>
  );
}
