import { useState, type ComponentType, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createPageI18n } from '../i18n/page.ts';
import { FirstViewContext, type FirstView } from './firstViewContext.ts';
import { GlobalStyle } from '../ui/globalStyle.ts';
import { Shell } from './shell/Shell.tsx';
import { templateOmitsCookieBanner } from './shell/cookies/rule.ts';
import { createShellStore, ShellProvider } from '../state/shell.ts';
import { Guarded } from './guard/Guarded.tsx';
import { routeTable } from './routes.tsx';

const pageI18n = createPageI18n();

/**
 * The portal: every route of the table (./routes.tsx, spec §2), each behind the guard of spec
 * §6 (./guard/), in the shell around every page (./shell/).
 *
 * The server renders the same tree for a bill's first view (src/ssr/entry.tsx, ADR 0019) with
 * its own router, i18next instance and first view; the browser hydrates it with the same view.
 */
export function App(props: AppProps) {
  const { i18n = pageI18n, Router = BrowserRouter, firstView } = props;
  // The shell starts with the first view's host, so the server and hydration draw the same.
  const [shell] = useState(() =>
    createShellStore(firstView?.load.host, !templateOmitsCookieBanner(firstView?.template)),
  );
  return (
    <I18nextProvider i18n={i18n}>
      <GlobalStyle />
      <FirstViewContext value={firstView}>
        <ShellProvider store={shell}>
          <Router>
            <Shell>
              <Routes>
                {routeTable.map((route) => (
                  <Route key={route.path} path={route.path} element={<Guarded route={route} />} />
                ))}
              </Routes>
            </Shell>
          </Router>
        </ShellProvider>
      </FirstViewContext>
    </I18nextProvider>
  );
}

export interface AppProps {
  /** The page's i18next instance by default; the server makes one per request. */
  i18n?: I18n;
  /** The browser's history by default; the server renders at the request's URL. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** A bill already loaded and resolved (on the server, or read back from its page). */
  firstView?: FirstView | undefined;
}
