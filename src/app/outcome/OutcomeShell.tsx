import { useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { usePageApi, type HostSettings } from '../../api/index.ts';
import { rememberedLanguage } from '../../i18n/choice.ts';
import { applyCatalogue } from '../../i18n/page.ts';
import { ErrorPage } from '../ErrorPage.tsx';
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
  const load = useOutcomeLoad(search, props.provider);
  const host = load?.kind === 'ready' ? load.host : undefined;
  const style = useMemo(() => (host ? themeStyle(host) : undefined), [host]);
  const query = useMemo(() => new URLSearchParams(search), [search]);
  if (load === undefined) return <OutcomeSkeleton />;
  if (load.kind === 'error') return <ErrorPage status={load.status} />;
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

function useOutcomeLoad(search: string, provider: Provider): OutcomeLoad | undefined {
  const { i18n } = useTranslation();
  const { api, startSession } = usePageApi();
  const { setHost: publishHost } = useShellStore().getState();
  const [loaded, setLoaded] = useState<{ key: string; load: OutcomeLoad }>();
  const key = `${provider}?${search}`;
  useEffect(() => {
    let cancelled = false;
    // A function, so the check after the await reads the flag as it is then.
    const live = () => !cancelled;
    const land = async (load: OutcomeLoad) => {
      if (!live()) return;
      if (load.language) {
        await applyCatalogue(i18n, load.language.lang, load.language.catalogue);
      }
      // The error page's shell shows the host too (its languages, issue 17).
      if (load.host) publishHost(load.host);
      if (live()) setLoaded({ key, load });
    };
    loadOutcome(new URLSearchParams(search), provider, {
      api,
      startSession,
      remembered: rememberedLanguage(),
    })
      .then(land)
      .catch((error: unknown) => {
        // Nothing above throws by design; should it, the customer still gets a page.
        console.error('[quadro] the outcome page did not load', error);
        void land({ kind: 'error', status: undefined, language: undefined });
      });
    return () => {
      cancelled = true;
    };
  }, [key, search, provider, i18n, api, startSession, publishHost]);
  return loaded?.key === key ? loaded.load : undefined;
}
