import type { Api, HostSettings } from '../../api/index.ts';
import { askedLanguage, withLanguage } from '../../i18n/choice.ts';
import { openLink, refusedBy, type Refused } from '../guard/publicAccess.ts';
import { loadLanguage, pickLocale, type Language } from '../loadBill.ts';

/** The card providers of spec §4, as hosts name them in `paymentProvider`. */
export type Provider = 'nexi' | 'worldline';

export type OutcomeLoad =
  | ({ language: Language | undefined } & Refused)
  | { kind: 'ready'; host: HostSettings; id: string; language: Language };

export interface OutcomeDeps {
  api: Pick<Api, 'hostSettings' | 'localeCatalogue' | 'publicAccess'>;
  startSession: (session: { token: string; fromCrypto: boolean; lang: string }) => void;
  /** The language the customer chose on an earlier visit (decision 213), if any. */
  remembered?: string | undefined;
}

/**
 * What an outcome or cancellation page needs before it shows (spec §2 "Page shells read query
 * parameters id …"): the host's settings, the link's session (public access, `openLink`, which
 * also says the language) and the catalogue. A missing id or a host that pays through another
 * provider gives the error page; a refused link (404, 410, or an `error` of the query that
 * says one), the error page with its status; any other failure the general error.
 */
export async function loadOutcome(
  query: URLSearchParams,
  provider: Provider,
  deps: OutcomeDeps,
): Promise<OutcomeLoad> {
  const { api } = deps;
  const id = query.get('id') ?? '';
  const settings = await api.hostSettings();
  const host = settings.ok ? settings.value : undefined;
  const asked = host ? askedLanguage(host.locales, deps.remembered, query.get('lang')) : null;
  const failed = async (refused: Refused): Promise<OutcomeLoad> => ({
    ...refused,
    language: host ? await loadLanguage(api, pickLocale(host, asked)) : undefined,
  });
  const error = query.get('error');
  if (error === '404' || error === '410') return failed({ kind: 'error', status: Number(error) });
  if (!settings.ok) return failed(refusedBy(settings.failure));
  if (!host || id === '' || host['paymentProvider'] !== provider) {
    return failed({ kind: 'error', status: undefined });
  }
  const opened = await openLink(withLanguage(accessQuery(query), asked), deps);
  if (!opened.ok) return failed(opened.refused);
  return { kind: 'ready', host, id, language: await loadLanguage(api, opened.lang) };
}

/**
 * Public access gets the link and the language only: the provider's outcome fields (MAC,
 * transaction code) are for `segna_pagamento`, not for a GET that any log may keep.
 */
export function accessQuery(query: URLSearchParams): URLSearchParams {
  const forwarded = new URLSearchParams();
  for (const name of ['id', 'lang']) {
    const value = query.get(name);
    if (value !== null) forwarded.set(name, value);
  }
  return forwarded;
}

/** Spec §2: a landing page with `annullo` = 1 is the cancellation page. */
export const isCancelled = (query: URLSearchParams): boolean => query.get('annullo') === '1';

/** Spec §4 "Payment outcome": `esito` OK, in any case, is a success. */
export const isOk = (esito: string | null): boolean => esito?.toUpperCase() === 'OK';

/**
 * Project decision 97: the second provider returns both a cancellation and a refusal to its
 * error address; `esito` KO, in any case, is the refusal.
 */
export const isRefused = (esito: string | null): boolean => esito?.trim().toUpperCase() === 'KO';

/** The first provider's outcome fields the page reads (spec §2), in the spec's order. */
export const outcomeFields = [
  'esito',
  'codiceEsito',
  'messaggio',
  'codAut',
  'codTrans',
  'data',
  'divisa',
  'importo',
  'orario',
  'mac',
  'brand',
  'tipoTransazione',
] as const;

/** The outcome record posted to `segna_pagamento`: the fields the query carries, as written. */
export function outcomeRecord(query: URLSearchParams): Record<string, string> {
  const record: Record<string, string> = {};
  for (const field of outcomeFields) {
    const value = query.get(field);
    if (value !== null) record[field] = value;
  }
  return record;
}

/** The second provider's return as it came, for the server's audit; the id is in the path. */
export function returnRecord(query: URLSearchParams): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of query) if (name !== 'id') record[name] = value;
  return record;
}

/** The bill the back button returns to (spec §2 "TORNA ALLA BOLLETTA"). */
export const billPath = (id: string): string =>
  `/bollettainterattiva?${new URLSearchParams({ id }).toString()}`;
