import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter, Link, Route, Routes, useParams } from 'react-router-dom';
import { templateNames } from './templates.ts';
import sample from '../dev/sampleBill.json' with { type: 'json' };
import { createI18n } from '../i18n/index.ts';
import { useBill } from '../state/bill.ts';
import { GlobalStyle, Page } from './Page.tsx';
import { TemplatePreview } from './TemplatePreview.tsx';

const i18n = createI18n();

/**
 * Until the bill route arrives (issue 5), the portal opens on a preview of every template
 * with a sample bill: the engine's pipeline, end to end, in a real page.
 */
export function App() {
  const setBill = useBill((s) => s.setBill);
  useEffect(() => {
    setBill({ doc: sample.doc, modules: sample.modules });
  }, [setBill]);
  return (
    <I18nextProvider i18n={i18n}>
      <GlobalStyle />
      <BrowserRouter>
        <Page>
          <Routes>
            <Route path="/" element={<TemplateList />} />
            <Route path="/preview/:name" element={<Preview />} />
          </Routes>
        </Page>
      </BrowserRouter>
    </I18nextProvider>
  );
}

function TemplateList() {
  return (
    <nav aria-label="Modelli">
      <h1>Modelli</h1>
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

function Preview() {
  const { name = '' } = useParams();
  return <TemplatePreview name={name} host={sample.host} />;
}
