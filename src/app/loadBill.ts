import type {
  Api,
  BillDocument,
  BillModules,
  HostSettings,
  InstalmentsData,
  LocaleCatalogue,
} from '../api/index.ts';
import type { EventSink } from '../diagnostics/events.ts';
import { askedLanguage, withLanguage } from '../i18n/choice.ts';
import { readsVerifiedStatus, withVerifiedStatus } from '../payments/statusSource.ts';
import { openLink, refusedBy, type Refused } from './guard/publicAccess.ts';

/** The language the page shows, with the host's catalogue of it when that loaded. */
export interface Language {
  lang: string;
  catalogue: LocaleCatalogue | undefined;
}

export type BillLoad =
  | ({ language: Language | undefined } & Refused)
  | {
      kind: 'ready';
      host: HostSettings;
      doc: BillDocument;
      modules: BillModules;
      /** The instalments answer's `data`: the context's `rate`. */
      rate: InstalmentsData | undefined;
      language: Language;
    };

export interface LoadDeps {
  api: Pick<
    Api,
    | 'hostSettings'
    | 'localeCatalogue'
    | 'publicAccess'
    | 'billModules'
    | 'billDocument'
    | 'billDocumentById'
    | 'instalments'
    | 'verify'
  >;
  /** Called with the public access's session before the calls that need its token. */
  startSession: (session: { token: string; fromCrypto: boolean; lang: string }) => void;
  onEvent: EventSink;
  /** The language the customer chose on an earlier visit (decision 213), if any. */
  remembered?: string | undefined;
}

/**
 * What the bill route needs, in the order of DESIGN "One direction of data" and spec §2 "Bill
 * page" and §6: host settings; then, for a query with an `id` and no `error`, public access
 * (the whole query forwarded, `openLink`); then modules, document, instalments and the
 * catalogue together, with the verification call when the host reads the payment status from
 * it (§4 "Status source", project decision 99: its status replaces the document's; a failure
 * keeps it). A query with a plain `documentId` and no `id` reads the bill through the session's
 * bearer token instead (decision 203). A missing id or an `error` in the query gives the error
 * page; a failed call what `refusedBy` makes of it; in the host's language when it answered.
 */
export async function loadBill(query: URLSearchParams, deps: LoadDeps): Promise<BillLoad> {
  const { api } = deps;
  const id = query.get('id') ?? '';
  const documentId = query.get('documentId') ?? '';
  const error = query.get('error');
  const settings = await api.hostSettings();
  const host = settings.ok ? settings.value : undefined;
  const asked = host ? askedLanguage(host.locales, deps.remembered, query.get('lang')) : null;
  const failed = async (refused: Refused, language?: Language): Promise<BillLoad> => ({
    ...refused,
    language: language ?? (host ? await loadLanguage(api, pickLocale(host, asked)) : undefined),
  });

  if (error !== null) return failed({ kind: 'error', status: statusFromQuery(error) });
  if (!settings.ok) return failed(refusedBy(settings.failure));
  if (!host || (id === '' && documentId === ''))
    return failed({ kind: 'error', status: undefined });
  let lang = pickLocale(host, asked);
  if (id !== '') {
    const opened = await openLink(withLanguage(query, asked), deps);
    if (!opened.ok) return failed(opened.refused);
    lang = opened.lang;
  }
  const key = id !== '' ? id : documentId;
  const [modules, doc, instalments, language, verified] = await Promise.all([
    api.billModules(),
    id !== '' ? api.billDocument(id, deps.onEvent) : api.billDocumentById(key, deps.onEvent),
    api.instalments(key),
    loadLanguage(api, lang),
    id !== '' && readsVerifiedStatus(host) ? api.verify(host.supplier, id) : undefined,
  ]);
  if (!doc.ok) return failed(refusedBy(doc.failure), language);
  if (!modules.ok) return failed(refusedBy(modules.failure), language);
  if (!instalments.ok) return failed(refusedBy(instalments.failure), language);
  return {
    kind: 'ready',
    host,
    // The document's crypto is the link's id, set by the page (bill-document.schema.json); a
    // bill read by its document id keeps the crypto its answer carries, if any.
    doc: verified
      ? withVerifiedStatus({ ...doc.value, crypto: id }, verified)
      : id !== ''
        ? { ...doc.value, crypto: id }
        : doc.value,
    modules: modules.value,
    rate: instalments.value.data ?? undefined,
    language,
  };
}

/** A language the link asks for when the host has it, else the host's default (spec §1). */
export function pickLocale(host: HostSettings, asked: string | null): string {
  if (asked !== null && host.locales.includes(asked)) return asked;
  return host.defaultLocale ?? host.locales[0] ?? 'it';
}

/** A catalogue that fails to load leaves the bundled Italian texts as the fallback. */
export async function loadLanguage(
  api: Pick<Api, 'localeCatalogue'>,
  lang: string,
): Promise<Language> {
  const catalogue = await api.localeCatalogue(lang);
  return { lang, catalogue: catalogue.ok ? catalogue.value : undefined };
}

function statusFromQuery(error: string): number | undefined {
  const status = Number(error);
  return Number.isInteger(status) ? status : undefined;
}
