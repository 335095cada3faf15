import { useCallback, useEffect, useId, useState } from 'react';
import type { CustomerProfile } from '../../schemas/types/customer-profile.gen.ts';
import type { CustomerSave } from '../../schemas/types/customer-save.gen.ts';
import type { UserFormSections } from '../../schemas/types/user-form-sections.gen.ts';
import { useArea } from '../../src/state/area.ts';
import { PayControl } from '../../src/ui/buttons.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import type { UserFormProps } from './props.gen.ts';
import { UserFormSkeleton } from './Skeleton.ts';
import { useProfileTexts } from './texts.ts';
import { UserFormFields } from './UserFormFields.tsx';

/** Both answers, for the customer and attempt they were asked for. */
type Loaded =
  | { phase: 'failed'; key: string }
  | { phase: 'ready'; key: string; sections: UserFormSections; profile: CustomerProfile };

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
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const key = `${customerId ?? ''}#${String(attempt)}`;

  useEffect(() => {
    if (!area || customerId === undefined) return undefined;
    let current = true;
    void Promise.all([area.calls.userFormSections(), area.calls.profile(customerId)]).then(
      ([sections, profile]) => {
        if (!current) return;
        setLoaded(
          sections.ok && profile.ok
            ? { phase: 'ready', key, sections: sections.value, profile: profile.value }
            : { phase: 'failed', key },
        );
      },
    );
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
      <CardTitle id={titleId}>{t(titleKey)}</CardTitle>
      {shown?.phase === 'ready' ? (
        <UserFormFields
          key={customerId}
          sections={shown.sections.sections}
          profile={shown.profile}
          save={save}
        />
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
        <UserFormSkeleton aria-busy="true" aria-label={t('area_profile.loading')} />
      )}
    </WidgetCard>
  );
}
