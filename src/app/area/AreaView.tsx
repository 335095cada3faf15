import { useEffect, useMemo, useState } from 'react';
import type { CustomerHome } from '../../../schemas/types/customer-home.gen.ts';
import type { HostSettings } from '../../api/index.ts';
import { createAreaCalls } from '../../api/areaCalls.ts';
import { createClient } from '../../api/client.ts';
import { createMediaClient } from '../../api/media.ts';
import { useTranslationWith } from '../../i18n/fallbackTexts.ts';
import italian from '../../i18n/area/it.json' with { type: 'json' };
import { AreaProvider, onAreaChange, type AreaSession } from '../../state/area.ts';
import { createBillStore, BillProvider } from '../../state/bill.ts';
import { useShell, type CustomerSession, type SelectedCustomer } from '../../state/shell.ts';
import { ErrorPage } from '../ErrorPage.tsx';
import { TemplateView, useBuiltTemplate } from '../TemplateView.tsx';
import { areaTemplateName, areaTitleKey } from './areaTemplates.ts';

/**
 * A page of the customer area (issue 18): the template the host draws this route key with, fed
 * the area's session (the login's calls, the customer the client selector chose) and, for its
 * expressions, `area` = `{ page, customer, home }`. Registration has no login: its session
 * has clients without a token and no customer.
 */
export function AreaView(props: { host: HostSettings | undefined; routeKey: string }) {
  const { t, i18n } = useTranslationWith(italian);
  const login = useShell((state) => state.customer);
  const selected = useShell((state) => state.selectedCustomer);
  const session = useAreaSession(login, selected);
  const home = useHome(session);
  const name = areaTemplateName(props.host, props.routeKey);
  const template = useBuiltTemplate(name);
  const [bill] = useState(() => createBillStore());
  const area = useMemo(
    () => ({ page: props.routeKey, customer: session.customer, home }),
    [props.routeKey, session.customer, home],
  );
  const waiting = (
    <div aria-busy="true">
      <h1>{t(areaTitleKey(props.routeKey))}</h1>
      <p role="status">{t('area.loading')}</p>
    </div>
  );
  if (template === null) {
    console.error(`[quadro] the customer area's template "${name}" does not exist`);
    return <ErrorPage status={404} />;
  }
  // A logged-in page waits for the client selector's first word: whose data to show.
  if (template === undefined || (login !== undefined && selected === undefined)) return waiting;
  return (
    <BillProvider store={bill}>
      <AreaProvider value={session}>
        <TemplateView
          template={template}
          host={props.host}
          locale={i18n.language}
          area={area}
          placeholder={waiting}
        />
      </AreaProvider>
    </BillProvider>
  );
}

/** The login's clients, or (registration) clients without a token. */
function useAreaSession(
  login: CustomerSession | undefined,
  selected: SelectedCustomer | undefined,
): AreaSession {
  const clients = useMemo(() => {
    if (login !== undefined) return { client: login.client, media: login.media };
    const options = { credentials: () => ({ token: undefined, fromCrypto: false }) };
    return { client: createClient(options), media: createMediaClient(options) };
  }, [login]);
  const calls = useMemo(() => createAreaCalls(clients.client), [clients]);
  return useMemo(
    () => ({ ...clients, calls, customer: login === undefined ? null : (selected ?? null) }),
    [clients, calls, login, selected],
  );
}

/** The selected customer's home figures for expressions; null until (or unless) they load. */
function useHome(session: AreaSession): CustomerHome | null {
  const [home, setHome] = useState<{ id: string; value: CustomerHome | null }>();
  // A widget's change (a message read) changes the figures: they are read again.
  const [changes, setChanges] = useState(0);
  useEffect(
    () =>
      onAreaChange(() => {
        setChanges((count) => count + 1);
      }),
    [],
  );
  const id = session.customer?.id;
  const { calls } = session;
  useEffect(() => {
    if (id === undefined) return;
    let live = true;
    void calls.home(id).then((answer) => {
      if (!answer.ok) console.warn('[quadro] the customer home did not load', answer.failure);
      if (live) setHome({ id, value: answer.ok ? answer.value : null });
    });
    return () => {
      live = false;
    };
  }, [calls, id, changes]);
  return home?.id === id ? (home?.value ?? null) : null;
}
