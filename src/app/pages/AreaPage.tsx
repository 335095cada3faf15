import { useTranslation } from 'react-i18next';
import { Notice } from '../ErrorPage.tsx';
import { ShellPage } from './ShellPage.tsx';

/**
 * A page of the customer area (spec §2: home, invoices, contracts, profile, user form,
 * contacts, FAQ, messages), reached only with a login (the guard shows the not-authenticated
 * state otherwise). Their content comes with the login (issue 18 and after); until then a
 * logged-in customer would read that the section is not available yet.
 */
export function AreaPage() {
  const { t } = useTranslation();
  return (
    <ShellPage>
      {() => (
        <Notice title={t('routes.area.title')} alert={false}>
          <p>{t('routes.area.text')}</p>
        </Notice>
      )}
    </ShellPage>
  );
}
