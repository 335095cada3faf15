import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import sample from '../dev/sampleBill.json' with { type: 'json' };
import { addBundledItalian } from '../i18n/page.ts';
import { BillProvider, createBillStore } from '../state/bill.ts';
import { TemplateView, useBuiltTemplate } from './TemplateView.tsx';

/** Renders one template with the bill in the store: the engine's whole pipeline on a page. */
export function TemplatePreview({ name, host }: { name: string; host: unknown }) {
  const { t, i18n } = useTranslation();
  const template = useBuiltTemplate(name);
  if (template === undefined) return <p aria-busy="true" />;
  if (template === null) return <p role="alert">{t('preview.notFound', { name })}</p>;
  return <TemplateView template={template} host={host} locale={i18n.language} />;
}

/** `/preview/:name`: a template with the sample bill, for configurators and the e2e tests. */
export default function PreviewPage() {
  const { name = '' } = useParams();
  const [bill] = useState(() => createBillStore({ doc: sample.doc, modules: sample.modules }));
  const texts = useBundledItalian();
  if (!texts) return <p aria-busy="true" />;
  return (
    <BillProvider store={bill}>
      <TemplatePreview name={name} host={sample.host} />
    </BillProvider>
  );
}

/**
 * The preview has no host, hence no host catalogue: the widgets' Italian texts come from the
 * build's whole catalogue, which the page's entry does not carry (decision 220).
 */
function useBundledItalian(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void addBundledItalian(i18n).then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [i18n]);
  return ready;
}
