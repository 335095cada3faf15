import { useCallback, useId, useMemo } from 'react';
import type { CustomerProfile } from '../../schemas/types/customer-profile.gen.ts';
import type { CustomerSave } from '../../schemas/types/customer-save.gen.ts';
import type { UserFormSections } from '../../schemas/types/user-form-sections.gen.ts';
import { useArea } from '../../src/state/area.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { Failure } from '../../src/ui/loadStates.tsx';
import { useLoad } from '../../src/ui/useLoad.ts';
import type { UserFormProps } from './props.gen.ts';
import { UserFormSkeleton } from './Skeleton.ts';
import { useProfileTexts } from './texts.ts';
import { UserFormFields } from './UserFormFields.tsx';

/** Both answers the form needs. */
interface Answers {
  sections: UserFormSections;
  profile: CustomerProfile;
}

/**
 * The area's user form (/user_form, issue 18): the sections of /api/customer/userformsection
 * with the selected customer's values (/api/customer/profile/{id}), read again when the client
 * selector chooses another customer. A failure of either shows a notice with a retry.
 */
export function UserForm({ titleKey = 'area_profile.form_card' }: UserFormProps) {
  const { t } = useProfileTexts();
  const area = useArea();
  const titleId = useId();
  const customerId = area?.customer?.id;
  // Read again for another customer; a late answer for the previous one is dropped (useLoad).
  const load = useMemo(() => {
    if (!area || customerId === undefined) return undefined;
    return async () => {
      const [sections, profile] = await Promise.all([
        area.calls.userFormSections(),
        area.calls.profile(customerId),
      ]);
      if (!sections.ok) return sections;
      if (!profile.ok) return profile;
      return { ok: true as const, value: { sections: sections.value, profile: profile.value } };
    };
  }, [area, customerId]);
  const [state, retry] = useLoad<Answers>(load);

  const save = useCallback(
    async (change: CustomerSave) => {
      if (!area || customerId === undefined) return null;
      const answer = await area.calls.saveProfile(customerId, change);
      return answer.ok ? answer.value : null;
    },
    [area, customerId],
  );

  if (!area || customerId === undefined) {
    return <p role="status">{t('area_profile.outside_area')}</p>;
  }
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t(titleKey)}</CardTitle>
      {state.phase === 'loaded' ? (
        <UserFormFields
          key={customerId}
          sections={state.value.sections.sections}
          profile={state.value.profile}
          save={save}
        />
      ) : state.phase === 'failed' ? (
        <Failure
          text={t('area_profile.load_error')}
          retryLabel={t('area_profile.retry')}
          onRetry={retry}
        />
      ) : (
        <UserFormSkeleton role="status" aria-busy="true" aria-label={t('area_profile.loading')} />
      )}
    </WidgetCard>
  );
}
