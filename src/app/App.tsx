import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { createPageI18n } from '../i18n/page.ts';
import { FirstViewContext, type FirstView } from './firstViewContext.ts';
import { BillSkeleton } from './BillSkeleton.tsx';
import { OutcomeSkeleton } from './outcome/OutcomeSkeleton.tsx';
import { GlobalStyle } from '../ui/globalStyle.ts';
import { Shell } from './shell/Shell.tsx';
import { createShellStore, ShellProvider } from '../state/shell.ts';
import { templateNames } from './templates.ts';

const pageI18n = createPageI18n();

// Each route is its own chunk: the shell paints the skeleton at once, while the bill route
// brings the API client, the validators, the engine and the widgets.
const BillPage = lazy(() => import('./BillPage.tsx'));
const PreviewPage = lazy(() => import('./TemplatePreview.tsx'));
// The card providers' return pages (spec §2), each a chunk of its own: a customer coming back
// from a payment downloads neither the engine nor the widgets.
const FirstProviderOutcome = lazy(() => import('./outcome/FirstProviderOutcomePage.tsx'));
const SecondProviderOutcome = lazy(() => import('./outcome/SecondProviderOutcomePage.tsx'));
const CancelPage = lazy(() => import('./outcome/CancelPage.tsx'));

/**
 * The portal: the interactive bill opened from a link and the card providers' outcome and
 * cancellation pages (spec §2), and, for configurators, the list of templates and a preview
 * of each with a sample bill. The providers' route names are those hosts write in
 * `paymentProvider` (nexi, worldline); a page refuses a host that pays through the other one.
 *
 * The server renders the same tree for a bill's first view (src/ssr/entry.tsx, ADR 0019) with
 * its own router, i18next instance and first view; the browser hydrates it with the same view.
 */
export function App(props: AppProps) {
  const { i18n = pageI18n, Router = BrowserRouter, firstView } = props;
  // The shell starts with the first view's host, so the server and hydration draw the same.
  const [shell] = useState(() => createShellStore(firstView?.load.host));
  return (
    <I18nextProvider i18n={i18n}>
      <GlobalStyle />
      <FirstViewContext value={firstView}>
        <ShellProvider store={shell}>
          <Router>
            <Shell>
              <Suspense fallback={<BillSkeleton />}>
                <Routes>
                  <Route path="/" element={<TemplateList />} />
                  <Route path="/preview/:name" element={<PreviewPage />} />
                  <Route path="/bollettainterattiva" element={<BillPage />} />
                  <Route path="/nexiEsito" element={outcome(<FirstProviderOutcome />)} />
                  <Route path="/nexiAnnullo" element={outcome(<CancelPage provider="nexi" />)} />
                  <Route path="/worldlineEsito" element={outcome(<SecondProviderOutcome />)} />
                  <Route
                    path="/worldlineAnnullo"
                    element={outcome(<CancelPage provider="worldline" />)}
                  />
                </Routes>
              </Suspense>
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

/** An outcome route paints its own card-sized skeleton while its chunk loads. */
function outcome(page: ReactNode) {
  return <Suspense fallback={<OutcomeSkeleton />}>{page}</Suspense>;
}

function TemplateList() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('preview.title')}>
      <h1>{t('preview.title')}</h1>
      <ul>
        {templateNames.map((name) => (
          <li key={name}>
            <Link to={`/preview/${name}`}>{name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
