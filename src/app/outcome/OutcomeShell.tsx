import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePageApi, type HostSettings } from '../../api/index.ts';
import { rememberedLanguage } from '../../i18n/choice.ts';
import { applyCatalogue } from '../../i18n/page.ts';
import { ErrorPage, RetryPage } from '../ErrorPage.tsx';
import { landLoad } from '../guard/landing.ts';
import { themeStyle } from '../hostTheme.ts';
import { PageApiProvider } from '../pageApi.tsx';
import { useShellStore } from '../../state/shell.ts';
import { Cancelled } from './Cancelled.tsx';
import { isCancelled, loadOutcome, type OutcomeLoad, type Provider } from './loadOutcome.ts';
import { OutcomeSkeleton } from './OutcomeSkeleton.tsx';

export interface OutcomeContext {
  host: HostSettings;
  /** The bill's link id. */
  id: string;
  query: URLSearchParams;
}

/**
 * The shell of the outcome and cancellation pages: the skeleton until the host, the link and
 * the language are known, then the page in the host's theme and language, or the error page.
 */
export function OutcomeShell(props: {
  provider: Provider;
  children: (context: OutcomeContext) => ReactNode;
}) {
  return (
    <PageApiProvider>
      <OutcomeRoute {...props} />
    </PageApiProvider>
  );
}

function OutcomeRoute(props: {
  provider: Provider;
  children: (context: OutcomeContext) => ReactNode;
}) {
  const { search } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const load = useOutcomeLoad(search, props.provider, attempt);
  const host = load?.kind === 'ready' ? load.host : undefined;
  const style = useMemo(() => (host ? themeStyle(host) : undefined), [host]);
  const query = useMemo(() => new URLSearchParams(search), [search]);
  if (load === undefined) return <OutcomeSkeleton />;
  if (load.kind === 'error') return <ErrorPage status={load.status} />;
  // A landing page's crypto is a link, never a login: 401 is no state of its own here.
  if (load.kind !== 'ready')
    return (
      <RetryPage
        onRetry={() => {
          setAttempt(attempt + 1);
        }}
      />
    );
  return <div style={style}>{props.children({ host: load.host, id: load.id, query })}</div>;
}

/**
 * A card provider's return page (spec §2, §4 "Payment outcome"): `annullo` = 1 is the
 * cancellation page, anything else the provider's own outcome.
 */
export function ProviderReturnPage(props: {
  provider: Provider;
  outcome: ComponentType<OutcomeContext>;
}) {
  const Outcome = props.outcome;
  return (
    <OutcomeShell provider={props.provider}>
      {(context) =>
        isCancelled(context.query) ? <Cancelled id={context.id} /> : <Outcome {...context} />
      }
    </OutcomeShell>
  );
}

/**
 * Loads the page's host, link and language, once per address and attempt, as the bill route
 * does (BillPage.tsx): the shell's one host request, published on an error too; a link that
 * public access refuses gets `error=<status>` in the query, replacing the entry (spec §6).
 */
function useOutcomeLoad(search: string, provider: Provider, attempt: number) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { api, startSession } = usePageApi();
  const shell = useShellStore();
  const [loaded, setLoaded] = useState<{ key: string; load: OutcomeLoad }>();
  const landed = useRef<string>(undefined);
  const key = `${provider}${attempt}${search}`;
  useEffect(() => {
    if (landed.current === key) return;
    let cancelled = false;
    // A function, so the check after the await reads the flag as it is then.
    const live = () => !cancelled;
    const { hostSettings, setHost: publishHost } = shell.getState();
    const shared = { ...api, hostSettings: () => hostSettings(api.hostSettings) };
    const land = async (load: OutcomeLoad) => {
      if (!live()) return;
      if (load.language) {
        await applyCatalogue(i18n, load.language.lang, load.language.catalogue);
      }
      const { key: landedKey, moved } = await landLoad(
        load,
        { search, keyOf: (at) => `${provider}${attempt}${at}` },
        { hostSettings: shared.hostSettings, publishHost },
      );
      if (!live()) return;
      landed.current = landedKey;
      setLoaded({ key: landedKey, load });
      if (moved !== undefined) void navigate({ search: moved }, { replace: true });
    };
    loadOutcome(new URLSearchParams(search), provider, {
      api: shared,
      startSession,
      remembered: rememberedLanguage(),
    })
      .then(land)
      .catch((error: unknown) => {
        // Nothing above throws by design; should it, the customer still gets a page.
        console.error('[quadro] the outcome page did not load', error);
        void land({ kind: 'unavailable', language: undefined });
      });
    return () => {
      cancelled = true;
    };
  }, [key, search, provider, attempt, i18n, api, startSession, shell, navigate]);
  return loaded?.key === key ? loaded.load : undefined;
}
