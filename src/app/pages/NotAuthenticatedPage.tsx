import { useTranslation } from 'react-i18next';
import type { HostSettings } from '../../api/index.ts';
import { Notice } from '../ErrorPage.tsx';
import { ShellPage } from './ShellPage.tsx';

/**
 * Spec §6: an authenticated route without a session sends the customer to the identity
 * provider's login. The login is issue 18; until then this state says so honestly, with what
 * the customer can do now: open a bill from its link, or the host's reserved area.
 */
export function NotAuthenticatedPage() {
  return <ShellPage>{({ host }) => <LoginNotice host={host} />}</ShellPage>;
}

export function LoginNotice({ host }: { host: HostSettings | undefined }) {
  const { t } = useTranslation();
  return (
    <Notice title={t('routes.login.title')} alert={false}>
      <p>{t('routes.login.text')}</p>
      <WhatNow host={host} />
    </Notice>
  );
}

/** What a customer can do on this host without a login. */
export function WhatNow({ host }: { host: HostSettings | undefined }) {
  const { t } = useTranslation();
  const area = host?.reservedAreaUrl;
  return (
    <>
      <p>{t('routes.login.now')}</p>
      {area && <a href={area}>{t('routes.login.area', { supplier: host.supplierName })}</a>}
    </>
  );
}
