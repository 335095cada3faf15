import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { HostSettings } from '../../../../schemas/types/host-settings.gen.ts';
import { useShell } from '../../../state/shell.ts';
import { LanguageSelector } from '../language/LanguageSelector.tsx';
import { headerHeight } from './headerShows.ts';
import { hostBrand, HostBrand } from './HostBrand.tsx';
import { usePageTitle } from './pageTitle.ts';
import { useChromeTranslation } from '../chromeTexts.ts';

// The logged-in customer's menu and client selector: a chunk that only a logged-in page fetches.
const CustomerBar = lazy(() => import('../menu/CustomerBar.tsx'));

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px 16px;
  /* The place the shell keeps for it while its chunk arrives (Shell's HeaderSpace). */
  min-height: ${headerHeight}px;
  max-width: 1200px;
  width: 100%;
  margin: 0 auto;
  padding: 8px 16px 0;
  @media (max-width: 599.98px) {
    padding: 8px 12px 0;
  }
`;

/**
 * The page's `banner` landmark: whose page it is (the host's logo and name, issue 30), the
 * menu of a logged-in customer (spec §2 "Menu component", §6: fetched only when
 * authenticated) and the language selector (only when the host offers more than one
 * language, spec §1).
 */
export default function ShellHeader({ host }: { host: HostSettings }) {
  const authenticated = useShell((state) => state.authenticated);
  const { t } = useChromeTranslation();
  usePageTitle(hostBrand(host).name, t);
  const languages = host.locales.length > 1;
  return (
    <Bar>
      <HostBrand host={host} />
      {authenticated && (
        <Suspense fallback={null}>
          <CustomerBar />
        </Suspense>
      )}
      {languages && <LanguageSelector locales={host.locales} />}
    </Bar>
  );
}
