import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { createApi, usePageApi, type HostSettings, type PageApi } from '../api/index.ts';
import { applyCatalogue } from '../i18n/index.ts';
import { BillProvider, createBillStore, useBill, type BillStore } from '../state/bill.ts';
import { createHostStore, HostProvider, type HostStore } from '../state/host.ts';
import { usePublishCookieBanner, useShellStore } from '../state/shell.ts';
import { templateOmitsCookieBanner } from './shell/cookies/rule.ts';
import { BillSkeleton } from './BillSkeleton.tsx';
import { currentDeviceClass, useDeviceClass } from './device.ts';
import { ErrorPage } from './ErrorPage.tsx';
import { useFirstView, type FirstView, type ReadyLoad } from './firstViewContext.ts';
import { engineEvents } from '../diagnostics/pageEvents.ts';
import { themeStyle } from './hostTheme.ts';
import { loadBill, type BillLoad } from './loadBill.ts';
import { PageApiProvider } from './pageApi.tsx';
import { prefetchingHostTemplate } from './prefetchTemplate.ts';
import { selectTemplate, templateNameOf } from './selectTemplate.ts';
import { builtTemplate, templateNames } from './templates.ts';
import { TemplateView, useBuiltTemplate } from './TemplateView.tsx';

/**
 * The first view of a page rendered on the server (ADR 0019), read back from its state with
 * this chunk's load, API and templates; undefined when it is not for this page.
 */
export async function readFirstView(text: string): Promise<FirstView | undefined> {
  const { pageFirstView } = await import('./firstView.ts');
  return pageFirstView(text, {
    loadBill,
    createApi,
    builtTemplate,
    onEvent: engineEvents.record,
    chunks: () => import('./EngineView.tsx'),
    search: location.search,
    device: currentDeviceClass(),
  });
}

/**
 * `/bollettainterattiva?id=<crypto>` (spec §2): the skeleton while the bill loads, then the
 * bill in the template its host and document choose, or the error page.
 */
export default function BillPage() {
  const { search } = useLocation();
  const first = useFirstView(search);
  return (
    <PageApiProvider session={first?.session}>
      <BillRoute />
    </PageApiProvider>
  );
}

function BillRoute() {
  const { search } = useLocation();
  const pageApi = usePageApi();
  // A bill rendered on the server (ADR 0019) is here at once: the stores start with it, so
  // the first render (on the server, and hydrating in the browser) is the bill itself.
  const first = useFirstView(search)?.load;
  // The page's own bill and host stores, handed to the engine and its widgets below.
  const [bill] = useState(() => createBillStore(first && billOf(first)));
  const [host] = useState(() => createHostStore(first?.host));
  const load = useBillLoad(search, { bill, host, pageApi, first });
  if (load === undefined) return <BillSkeleton />;
  if (load.kind === 'error') return <ErrorPage status={load.status} />;
  const preview = new URLSearchParams(search).get('template');
  return (
    <HostProvider store={host}>
      <BillProvider store={bill}>
        <BillTemplate host={load.host} locale={load.language.lang} preview={preview} />
      </BillProvider>
    </HostProvider>
  );
}

const billOf = (load: ReadyLoad) => ({ doc: load.doc, modules: load.modules, rate: load.rate });

interface LoadTargets {
  bill: BillStore;
  host: HostStore;
  pageApi: PageApi;
  /** The load the page was rendered with on the server, landed in the stores already. */
  first: ReadyLoad | undefined;
}

/**
 * Loads the bill of the query, once per query, and lands it in the stores and i18next before
 * the page shows it, so the first paint after the skeleton is in the right language.
 */
function useBillLoad(search: string, targets: LoadTargets): BillLoad | undefined {
  const { i18n } = useTranslation();
  const { bill, host, pageApi, first } = targets;
  const { setBill } = bill.getState();
  const { setSettings } = host.getState();
  // The shell's header and footer show the same host's settings (issue 17).
  const { setHost: publishHost } = useShellStore().getState();
  const { api, startSession } = pageApi;
  const [loaded, setLoaded] = useState<{ search: string; load: BillLoad } | undefined>(() =>
    first ? { search, load: first } : undefined,
  );
  useEffect(() => {
    if (first) return;
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
        setSettings(load.host);
        publishHost(load.host);
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
  }, [search, first, i18n, setBill, setSettings, publishHost, api, startSession]);
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
  usePublishCookieBanner(!templateOmitsCookieBanner(choice.name));
  const template = useBuiltTemplate(choice.name, useFirstView(useLocation().search));
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
