import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { createApi, usePageApi, type HostSettings, type PageApi } from '../api/index.ts';
import { rememberedLanguage } from '../i18n/choice.ts';
import { applyCatalogue } from '../i18n/page.ts';
import { BillProvider, createBillStore, useBill, type BillStore } from '../state/bill.ts';
import { createHostStore, HostProvider, type HostStore } from '../state/host.ts';
import { usePublishCookieBanner, useShellStore } from '../state/shell.ts';
import { templateOmitsCookieBanner } from './shell/cookies/rule.ts';
import { BillSkeleton } from './BillSkeleton.tsx';
import { currentDeviceClass, useDeviceClass } from './device.ts';
import { ErrorPage, RetryPage } from './ErrorPage.tsx';
import { landLoad } from './guard/landing.ts';
import { useFirstView, type FirstView, type ReadyLoad } from './firstViewContext.ts';
import { engineEvents } from '../diagnostics/pageEvents.ts';
import { themeStyle } from './hostTheme.ts';
import { linkOfDocument } from './documentLink.ts';
import { loadBill, type BillLoad } from './loadBill.ts';
import { PageApiProvider } from './pageApi.tsx';
import { lazyPage } from './pages/lazy.ts';
import { prefetchingHostTemplate } from './prefetchTemplate.ts';
import { selectTemplate, templateNameOf } from './selectTemplate.ts';
import { seedTemplates, useTemplateNames } from './templates.ts';
import { TemplateView, useBuiltTemplate } from './TemplateView.tsx';

// A bill by its plain document id without a session (decision 203): the guard's answer.
const NotAuthenticatedPage = lazyPage('NotAuthenticatedPage');

/**
 * The first view of a page rendered on the server (ADR 0019), read back from its state with
 * this chunk's load, API and templates; undefined when it is not for this page.
 */
export async function readFirstView(text: string): Promise<FirstView | undefined> {
  const { pageFirstView } = await import('./firstView.ts');
  return pageFirstView(text, {
    loadBill,
    createApi,
    seedTemplates,
    onEvent: engineEvents.record,
    chunks: () => import('./EngineView.tsx'),
    search: location.search,
    device: currentDeviceClass(),
    remembered: rememberedLanguage(),
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
  const [attempt, setAttempt] = useState(0);
  const load = useBillLoad(search, attempt, { bill, host, pageApi, first });
  // The language shown, which the selector may change after the load (issue 17): a new
  // language is a new resolve context, never a new load.
  const { i18n } = useTranslation();
  if (load === undefined) return <BillSkeleton />;
  if (load.kind === 'error') return <ErrorPage status={load.status} />;
  if (load.kind === 'login') return <NotAuthenticatedPage />;
  if (load.kind === 'unavailable')
    return (
      <RetryPage
        onRetry={() => {
          setAttempt(attempt + 1);
        }}
      />
    );
  const preview = new URLSearchParams(search).get('template');
  return (
    <HostProvider store={host}>
      <BillProvider store={bill}>
        <BillTemplate host={load.host} locale={i18n.language} preview={preview} />
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
 * Loads the bill of the query, once per query and attempt, and lands it in the stores and
 * i18next before the page shows it, so the first paint after the skeleton is in the right
 * language. The host's settings are the shell's one request of the page, published to the
 * shell on an error too, so the error page has the host's look and footer. A link that public
 * access refuses (404, 410) gets `error=<status>` in the route's query, replacing the entry,
 * so back and reload show the same error page without asking again (spec §6).
 */
function useBillLoad(search: string, attempt: number, targets: LoadTargets) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { bill, host, pageApi, first } = targets;
  const { setBill } = bill.getState();
  const { setSettings } = host.getState();
  const shell = useShellStore();
  const { api, startSession } = pageApi;
  const key = `${attempt}${search}`;
  const [loaded, setLoaded] = useState<{ key: string; load: BillLoad } | undefined>(() =>
    first ? { key, load: first } : undefined,
  );
  const landed = useRef(loaded?.key);
  useEffect(() => {
    if (first || landed.current === key) return;
    let cancelled = false;
    const live = () => !cancelled;
    const preview = new URLSearchParams(search).get('template');
    const { hostSettings, setHost: publishHost } = shell.getState();
    const shared = { ...api, hostSettings: () => hostSettings(api.hostSettings) };
    const calls = prefetchingHostTemplate(shared, { preview, device: currentDeviceClass });
    const deps = {
      api: calls,
      startSession,
      onEvent: engineEvents.record,
      remembered: rememberedLanguage(),
    };
    const land = async (load: BillLoad) => {
      if (!live()) return;
      if (load.language) {
        await applyCatalogue(i18n, load.language.lang, load.language.catalogue);
      }
      if (load.kind === 'ready') {
        setSettings(load.host);
        setBill({ doc: load.doc, modules: load.modules, rate: load.rate });
      }
      const { key: landedKey, moved } = await landLoad(
        load,
        { search, keyOf: (at) => `${attempt}${at}` },
        { hostSettings: shared.hostSettings, publishHost },
      );
      if (!live()) return;
      landed.current = landedKey;
      setLoaded({ key: landedKey, load });
      if (moved !== undefined) void navigate({ search: moved }, { replace: true });
    };
    const query = new URLSearchParams(search);
    const login = shell.getState().customer;
    const documentId = query.get('documentId');
    // A logged-in customer's bill by its plain id opens as from its own link (decision 255).
    const linked =
      login && documentId && !query.has('id')
        ? linkOfDocument(login, documentId)
        : Promise.resolve(undefined);
    void linked.then((crypto) => {
      if (!live()) return;
      if (crypto !== undefined) {
        query.delete('documentId');
        query.set('id', crypto);
        void navigate({ search: `?${query.toString()}` }, { replace: true });
        return;
      }
      loadBill(query, deps)
        .then(land)
        .catch((error: unknown) => {
          // Nothing above throws by design; should it, the customer still gets a page.
          console.error('[quadro] the bill did not load', error);
          void land({ kind: 'unavailable', language: undefined });
        });
    });
    return () => {
      cancelled = true;
    };
  }, [key, attempt, search, first, i18n, setBill, setSettings, shell, api, startSession, navigate]);
  return loaded?.key === key ? loaded.load : undefined;
}

function BillTemplate(props: { host: HostSettings; locale: string; preview: string | null }) {
  const { host, locale, preview } = props;
  const device = useDeviceClass();
  const documentTemplate = useBill((s) => templateNameOf(s.doc));
  const first = useFirstView(useLocation().search);
  // The names the host serves (ADR 0035): a server-rendered bill brought them.
  const fetched = useTemplateNames();
  const built = first?.templateNames ?? fetched;
  const choice = useMemo(
    () =>
      built === undefined
        ? undefined
        : selectTemplate({ documentTemplate, host, device, built, preview }),
    [documentTemplate, host, device, preview, built],
  );
  useEffect(() => {
    for (const event of choice?.events ?? []) engineEvents.record(event);
  }, [choice]);
  // No banner until the template is known: one that omits it must not flash it first.
  usePublishCookieBanner(choice !== undefined && !templateOmitsCookieBanner(choice.name));
  const template = useBuiltTemplate(choice?.name, first);
  const style = useMemo(() => themeStyle(host), [host]);
  if (choice === undefined || template === undefined) return <BillSkeleton />;
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
