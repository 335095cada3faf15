import { lazy, Suspense, useId, useRef } from 'react';
import { useFormTranslation } from '../../src/i18n/formTexts.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { useNearViewport } from '../../src/ui/charts/nearViewport.tsx';
import type { ProfileFormProps } from './props.gen.ts';
import { ProfileSkeleton } from './Skeleton.ts';

// formik, yup and the rules arrive with the fields, never in the bill's first JavaScript.
const ProfileFields = lazy(() =>
  import('./ProfileFields.tsx').then((module) => ({ default: module.ProfileFields })),
);

/**
 * The digital profile form (spec §2, §4 "Profile editing", §5 "Profile"): a card whose fields
 * are fetched once it comes near the viewport; in a tab or a dialog, once that is opened.
 */
export function ProfileForm({ titleKey }: ProfileFormProps) {
  const { t } = useFormTranslation();
  const titleId = useId();
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t(titleKey ?? 'forms.profile.title')}</CardTitle>
      <div ref={place}>
        {near ? (
          <Suspense fallback={<ProfileSkeleton />}>
            <ProfileFields />
          </Suspense>
        ) : (
          <ProfileSkeleton />
        )}
      </div>
    </WidgetCard>
  );
}
