import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePageApi, type HostSettings, type PageApi } from '../api/index.ts';
import { applyCatalogue } from '../i18n/index.ts';
import { BillProvider, createBillStore, useBill, type BillStore } from '../state/bill.ts';
import { useHost } from '../state/host.ts';
import { BillSkeleton } from './BillSkeleton.tsx';
import { currentDeviceClass, useDeviceClass } from './device.ts';
import { ErrorPage } from './ErrorPage.tsx';
import { engineEvents } from '../diagnostics/pageEvents.ts';
import { themeStyle } from './hostTheme.ts';
import { loadBill, type BillLoad } from './loadBill.ts';
import { PageApiProvider } from './pageApi.tsx';
import { prefetchingHostTemplate } from './prefetchTemplate.ts';
import { selectTemplate } from './selectTemplate.ts';
import { templateNames } from './templates.ts';
import { TemplateView, useBuiltTemplate } from './TemplateView.tsx';

/**
 * `/bollettainterattiva?id=<crypto>` (spec §2): the skeleton while the bill loads, then the
 * bill in the template its host and document choose, or the error page.
 */
export default function BillPage() {
  return (
    <PageApiProvider>
      <BillRoute />
    </PageApiProvider>
  );
}

function BillRoute() {
  const { search } = useLocation();
  const pageApi = usePageApi();
  // The page's own bill store, handed to the engine and its widgets below.
  const [bill] = useState(() => createBillStore());
  const load = useBillLoad(search, bill, pageApi);
  if (load === undefined) return <BillSkeleton />;
  if (load.kind === 'error') return <ErrorPage status={load.status} />;
  const preview = new URLSearchParams(search).get('template');
  return (
    <BillProvider store={bill}>
      <BillTemplate host={load.host} locale={load.language.lang} preview={preview} />
    </BillProvider>
  );
}

/**
 * Loads the bill of the query, once per query, and lands it in the stores and i18next before
 * the page shows it, so the first paint after the skeleton is in the right language.
 */
function useBillLoad(search: string, bill: BillStore, pageApi: PageApi): BillLoad | undefined {
  const { i18n } = useTranslation();
  const { setBill } = bill.getState();
  const { api, startSession } = pageApi;
  const setHost = useHost((s) => s.setSettings);
  const [loaded, setLoaded] = useState<{ search: string; load: BillLoad }>();
  useEffect(() => {
    let cancelled = false;
    const live = () => !cancelled;
    const preview = new URLSearchParams(search).get('template');
    const calls = prefetchingHostTemplate(api, { preview, device: currentDeviceClass });
    const deps = { api: calls, startSession, onEvent: engineEvents.record };
    const land = async (load: BillLoad) => {
      if (!live()) return;
      if (load.language) {
        await applyCatalogue(i18n, load.language.lang, load.language.catalogue);
      }
      if (load.kind === 'ready') {
        setHost(load.host);
        setBill({ doc: load.doc, modules: load.modules, rate: load.rate });
      }
      if (live()) setLoaded({ search, load });
    };
    loadBill(new URLSearchParams(search), deps)
      .then(land)
      .catch((error: unknown) => {
        // Nothing above throws by design; should it, the customer still gets a page.
        console.error('[quadro] the bill did not load', error);
        void land({ kind: 'error', status: undefined, language: undefined });
      });
    return () => {
      cancelled = true;
    };
  }, [search, i18n, setBill, setHost, api, startSession]);
  return loaded?.search === search ? loaded.load : undefined;
}

function BillTemplate(props: { host: HostSettings; locale: string; preview: string | null }) {
  const { host, locale, preview } = props;
  const device = useDeviceClass();
  const documentTemplate = useBill((s) => templateNameOf(s.doc));
  const choice = useMemo(
    () => selectTemplate({ documentTemplate, host, device, built: templateNames, preview }),
    [documentTemplate, host, device, preview],
  );
  useEffect(() => {
    for (const event of choice.events) engineEvents.record(event);
  }, [choice]);
  const template = useBuiltTemplate(choice.name);
  const style = useMemo(() => themeStyle(host), [host]);
  if (template === undefined) return <BillSkeleton />;
  if (template === null) return <ErrorPage status={undefined} />;
  return (
    <div style={style}>
      <TemplateView
        template={template}
        host={host}
        locale={locale}
        placeholder={<BillSkeleton />}
      />
    </div>
  );
}

function templateNameOf(doc: unknown): unknown {
  return typeof doc === 'object' && doc !== null && 'template_name' in doc
    ? doc.template_name
    : undefined;
}
