import { useTranslation } from 'react-i18next';
import { Notice } from '../ErrorPage.tsx';
import { WhatNow } from './NotAuthenticatedPage.tsx';
import { ShellPage } from './ShellPage.tsx';

/**
 * `/register` (spec §2, §6: no login needed). The registration forms need the customer area's
 * calls, which this portal's server does not answer yet, so the page says what a customer can
 * do on this host today rather than offer a form that cannot be sent (decision 206).
 */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <ShellPage>
      {({ host }) => (
        <Notice title={t('routes.register.title')} alert={false}>
          <p>{t('routes.register.text')}</p>
          <WhatNow host={host} />
        </Notice>
      )}
    </ShellPage>
  );
}
