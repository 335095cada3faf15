import { lazy, Suspense } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { createI18n } from '../i18n/index.ts';
import { BillSkeleton } from './BillSkeleton.tsx';
import { GlobalStyle, Page } from './Page.tsx';
import { templateNames } from './templates.ts';

const i18n = createI18n();

// Each route is its own chunk: the shell paints the skeleton at once, while the bill route
// brings the API client, the validators, the engine and the widgets.
const BillPage = lazy(() => import('./BillPage.tsx'));
const PreviewPage = lazy(() => import('./TemplatePreview.tsx'));

/**
 * The portal: the interactive bill opened from a link (spec §2), and, for configurators, the
 * list of templates and a preview of each with a sample bill.
 */
export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <GlobalStyle />
      <BrowserRouter>
        <Page>
          <Suspense fallback={<BillSkeleton />}>
            <Routes>
              <Route path="/" element={<TemplateList />} />
              <Route path="/preview/:name" element={<PreviewPage />} />
              <Route path="/bollettainterattiva" element={<BillPage />} />
            </Routes>
          </Suspense>
        </Page>
      </BrowserRouter>
    </I18nextProvider>
  );
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
