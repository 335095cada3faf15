import { useCallback, useId, useMemo } from 'react';
import type { CustomerProfile } from '../../schemas/types/customer-profile.gen.ts';
import type { CustomerSave } from '../../schemas/types/customer-save.gen.ts';
import { useArea } from '../../src/state/area.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { Failure } from '../../src/ui/loadStates.tsx';
import { useLoad } from '../../src/ui/useLoad.ts';
import { ContactEditor } from './ContactEditor.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { ProfileData } from './ProfileData.tsx';
import type { CustomerProfileFormProps } from './props.gen.ts';
import { ProfileSkeleton } from './Skeleton.ts';
import { useProfileTexts } from './texts.ts';

/**
 * The area's profile page (/modif_data_user, issue 18): the selected customer's data, its
 * contact details (ContactEditor) and the login's password (PasswordSection). Read again when
 * the client selector chooses another customer. Outside an area page it says so quietly.
 */
export function CustomerProfileForm({ password = true }: CustomerProfileFormProps) {
  const { t } = useProfileTexts();
  const area = useArea();
  const titleId = useId();
  const customerId = area?.customer?.id;
  // Read again for another customer; a late answer for the previous one is dropped (useLoad).
  const load = useMemo(
    () => (area && customerId !== undefined ? () => area.calls.profile(customerId) : undefined),
    [area, customerId],
  );
  const [state, retry] = useLoad<CustomerProfile>(load);

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
      <CardTitle id={titleId}>{t('area_profile.title')}</CardTitle>
      {state.phase === 'loaded' ? (
        <>
          <ProfileData profile={state.value} />
          <ContactEditor key={customerId} profile={state.value} save={save} />
        </>
      ) : state.phase === 'failed' ? (
        <Failure
          text={t('area_profile.load_error')}
          retryLabel={t('area_profile.retry')}
          onRetry={retry}
        />
      ) : (
        <ProfileSkeleton role="status" aria-busy="true" aria-label={t('area_profile.loading')} />
      )}
      {password && <PasswordSection change={area.calls.changePassword} />}
    </WidgetCard>
  );
}
