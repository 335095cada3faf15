import { useEffect, useState } from 'react';
import { useFormTranslation } from '../../src/i18n/formTexts.ts';
import type { Profile } from '../../schemas/types/profile.gen.ts';
import { useHandedApi } from '../../src/api/context.ts';
import { dataText } from '../../src/domain/flags.ts';
import { useBill } from '../../src/state/bill.ts';
import { useHost } from '../../src/state/host.ts';
import { ProfileEditor } from './ProfileEditor.tsx';
import { ProfileSkeleton } from './Skeleton.ts';

type Loading = { phase: 'loading' } | { phase: 'failed' } | { phase: 'ready'; profile: Profile };

/**
 * The lazy part of the profile form: reads the profile (spec §7 get_profilo) of the bill's
 * customer, then hands it to the editor. A page without an API, a supplier or a link id, and
 * an answer that fails, show that the profile cannot be read now; nothing is editable then.
 */
export function ProfileFields() {
  const { t } = useFormTranslation();
  const api = useHandedApi()?.api;
  const crypto = useBill((state) => dataText(state.doc?.crypto));
  const supplier = useHost((state) => state.settings?.supplier);
  const [loading, setLoading] = useState<Loading>({ phase: 'loading' });

  const reachable = api !== undefined && supplier !== undefined && crypto !== '';

  useEffect(() => {
    if (api === undefined || supplier === undefined || crypto === '') return undefined;
    let current = true;
    void api.profile(supplier, crypto).then((answer) => {
      if (!current) return;
      setLoading(answer.ok ? { phase: 'ready', profile: answer.value } : { phase: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [api, supplier, crypto]);

  if (reachable && loading.phase === 'loading') return <ProfileSkeleton aria-busy="true" />;
  if (loading.phase !== 'ready' || api === undefined || supplier === undefined) {
    return <p role="status">{t('forms.profile.loadError')}</p>;
  }
  return (
    <ProfileEditor
      profile={loading.profile}
      save={(update) => api.saveProfile(supplier, crypto, update)}
      onSaved={(profile) => {
        setLoading({ phase: 'ready', profile });
      }}
    />
  );
}
