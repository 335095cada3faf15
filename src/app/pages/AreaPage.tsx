import { useLocation } from 'react-router-dom';
import { AreaView } from '../area/AreaView.tsx';
import { areaRouteKey } from '../area/areaTemplates.ts';
import { ShellPage } from './ShellPage.tsx';

/**
 * A page of the customer area (spec §2: home, invoices, contracts, profile, user form,
 * contacts, FAQ, messages), reached only with a login (the guard sends anyone else to the
 * provider's login): the template the host draws its route with (issue 18).
 */
export function AreaPage() {
  const { pathname } = useLocation();
  return (
    <ShellPage>
      {({ host }) => <AreaView host={host} routeKey={areaRouteKey(pathname)} />}
    </ShellPage>
  );
}
