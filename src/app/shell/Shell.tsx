import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useShell } from '../../state/shell.ts';
import { themeStyle } from '../hostTheme.ts';
import { Page } from '../Page.tsx';

// The shell's pieces are chunks of their own (ADR 0013): the bill route's initial JavaScript
// carries only this frame. A page rendered on the server brings their HTML, which hydration
// keeps while their chunks arrive (React keeps a suspended boundary's server markup).
const ShellHeader = lazy(() => import('./header/ShellHeader.tsx'));
const SiteFooter = lazy(() => import('./footer/SiteFooter.tsx'));
const CookieBanner = lazy(() => import('./cookies/CookieBanner.tsx'));
const SnackbarHost = lazy(() => import('./snackbar/SnackbarHost.tsx'));

const Frame = styled.div`
  min-height: 100vh;
  /* The cookie banner's height, free under the footer while the banner shows (CookieBanner). */
  margin-bottom: var(--q-cookie-banner-space, 0px);
  display: flex;
  flex-direction: column;
  & > main {
    flex: 1 0 auto;
    width: 100%;
  }
`;

/**
 * The page around every route (spec §2, §9; issue 17): the header with the language selector
 * and, for a logged-in customer, the menu; the route in the page's one `<main>`; the host's
 * footer as the `contentinfo` landmark outside it; the cookie banner and the snackbar. The
 * header, footer and banner wait for the host's settings, which a route publishes.
 */
export function Shell({ children }: { children: ReactNode }) {
  const host = useShell((state) => state.host);
  const style = useMemo(() => (host ? themeStyle(host) : undefined), [host]);
  return (
    <>
      {/* First in the document, so keyboard and screen-reader users meet it first; fixed. */}
      {host && (
        <Suspense fallback={null}>
          <CookieBanner host={host} />
        </Suspense>
      )}
      <Frame style={style}>
        {host && (
          <Suspense fallback={null}>
            <ShellHeader host={host} />
          </Suspense>
        )}
        <Page>{children}</Page>
        {host && (
          <Suspense fallback={null}>
            <SiteFooter host={host} />
          </Suspense>
        )}
        <Suspense fallback={null}>
          <SnackbarHost />
        </Suspense>
      </Frame>
    </>
  );
}
