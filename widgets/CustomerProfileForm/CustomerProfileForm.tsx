import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { CustomerProfile } from '../../schemas/types/customer-profile.gen.ts';
import type { CustomerSave } from '../../schemas/types/customer-save.gen.ts';
import { createContactCalls } from '../../src/api/contactCalls.ts';
import { useArea } from '../../src/state/area.ts';
import { PayControl } from '../../src/ui/buttons.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { ContactEditor } from './ContactEditor.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { ProfileData } from './ProfileData.tsx';
import type { CustomerProfileFormProps } from './props.gen.ts';
import { ProfileSkeleton } from './Skeleton.ts';
import { useProfileTexts } from './texts.ts';

/** An answer, for the customer and attempt it was asked for: another one is still loading. */
type Loaded =
  { phase: 'failed'; key: string } | { phase: 'ready'; key: string; profile: CustomerProfile };

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
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const key = `${customerId ?? ''}#${String(attempt)}`;
  const contactCalls = useMemo(() => area && createContactCalls(area.client), [area]);

  useEffect(() => {
    if (!area || customerId === undefined) return undefined;
    let current = true;
    void area.calls.profile(customerId).then((answer) => {
      if (!current) return;
      setLoaded(
        answer.ok ? { phase: 'ready', key, profile: answer.value } : { phase: 'failed', key },
      );
    });
    return () => {
      current = false;
    };
  }, [area, customerId, key]);

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
  const shown = loaded?.key === key ? loaded : undefined;
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('area_profile.title')}</CardTitle>
      {shown?.phase === 'ready' ? (
        <>
          <ProfileData profile={shown.profile} />
          <ContactEditor key={customerId} profile={shown.profile} save={save} />
        </>
      ) : shown?.phase === 'failed' ? (
        <div role="status">
          <p>{t('area_profile.load_error')}</p>
          <PayControl
            type="button"
            $primary={false}
            onClick={() => {
              setAttempt((n) => n + 1);
            }}
          >
            {t('area_profile.retry')}
          </PayControl>
        </div>
      ) : (
        <ProfileSkeleton aria-busy="true" aria-label={t('area_profile.loading')} />
      )}
      {password && contactCalls && <PasswordSection change={contactCalls.changePassword} />}
    </WidgetCard>
  );
}
