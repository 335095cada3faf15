import { Suspense, useMemo, type ReactNode } from 'react';
import styled from 'styled-components';
import { useShell } from '../../state/shell.ts';
import { ChunkBoundary } from '../ChunkBoundary.tsx';
import { lazyWithRetry } from '../chunks.ts';
import { themeStyle } from '../hostTheme.ts';
import { Page } from '../Page.tsx';
import { headerHeight } from './header/headerShows.ts';

// The shell's pieces are chunks of their own (ADR 0013): the bill route's initial JavaScript
// carries only this frame. A page rendered on the server brings their HTML, which hydration
// keeps while their chunks arrive (React keeps a suspended boundary's server markup). One that
// fails to arrive leaves its place empty (a quiet ChunkBoundary), never the page blank.
const loadHeader = () => import('./header/ShellHeader.tsx');
const loadFooter = () => import('./footer/SiteFooter.tsx');
const ShellHeader = lazyWithRetry(loadHeader);
const SiteFooter = lazyWithRetry(loadFooter);
const loadBanner = () => import('./cookies/CookieBanner.tsx');
const CookieBanner = lazyWithRetry(loadBanner);
const SnackbarHost = lazyWithRetry(() => import('./snackbar/SnackbarHost.tsx'));

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
 * Brings the chunks of the pieces whose server HTML holds text (header, footer, and the cookie
 * banner when the server drew it) before the page hydrates it: a piece still waiting for its
 * chunk would hydrate in whatever language the customer switched to meanwhile, against the
 * server's HTML in the first one (a mismatch React reports and repairs by drawing the piece
 * again). Answers even when a chunk fails.
 */
export async function preloadShell(banner: boolean): Promise<void> {
  await Promise.allSettled([loadHeader(), loadFooter(), ...(banner ? [loadBanner()] : [])]);
}

/** The header's place while its chunk arrives, so the page below it does not move. */
const HeaderSpace = styled.div`
  height: ${headerHeight}px;
`;

/**
 * The page around every route (spec §2, §9; issue 17): the header with the host's logo and
 * name, the language selector and, for a logged-in customer, the menu; the route in the page's one `<main>`; the host's
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
        <ChunkBoundary quiet>
          <Suspense fallback={null}>
            <CookieBanner host={host} />
          </Suspense>
        </ChunkBoundary>
      )}
      <Frame style={style}>
        {host && (
          <ChunkBoundary quiet>
            <Suspense fallback={<HeaderSpace />}>
              <ShellHeader host={host} />
            </Suspense>
          </ChunkBoundary>
        )}
        <Page>{children}</Page>
        {host && (
          <ChunkBoundary quiet>
            <Suspense fallback={null}>
              <SiteFooter host={host} />
            </Suspense>
          </ChunkBoundary>
        )}
        <ChunkBoundary quiet>
          <Suspense fallback={null}>
            <SnackbarHost />
          </Suspense>
        </ChunkBoundary>
      </Frame>
    </>
  );
}
