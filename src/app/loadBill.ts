import type {
  Api,
  BillDocument,
  BillModules,
  HostSettings,
  InstalmentsData,
  LoadFailure,
  LocaleCatalogue,
} from '../api/index.ts';
import type { EventSink } from '../diagnostics/events.ts';
import { askedLanguage, withLanguage } from '../i18n/choice.ts';
import { readsVerifiedStatus, withVerifiedStatus } from '../payments/statusSource.ts';

/** The language the page shows, with the host's catalogue of it when that loaded. */
export interface Language {
  lang: string;
  catalogue: LocaleCatalogue | undefined;
}

export type BillLoad =
  | {
      kind: 'error';
      /** The status that explains it (410: the link is no longer valid); else not found. */
      status: number | undefined;
      language: Language | undefined;
      /** The host's settings when they loaded: the shell around the error page shows them. */
      host?: HostSettings | undefined;
    }
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
 * (the whole query forwarded); then modules, document, instalments and the catalogue together,
 * with the verification call when the host reads the payment status from it (§4 "Status
 * source", project decision 99: its status replaces the document's; a failure keeps it).
 * A missing id, an `error` in the query or any failed load gives the error page, with the
 * status when there is one (404, 410), in the host's language when the host answered.
 */
export async function loadBill(query: URLSearchParams, deps: LoadDeps): Promise<BillLoad> {
  const { api } = deps;
  const id = query.get('id') ?? '';
  const error = query.get('error');
  const settings = await api.hostSettings();
  const host = settings.ok ? settings.value : undefined;
  const asked = host ? askedLanguage(host.locales, deps.remembered, query.get('lang')) : null;
  const failed = async (status: number | undefined, language?: Language): Promise<BillLoad> => ({
    kind: 'error',
    status,
    language: language ?? (host ? await loadLanguage(api, pickLocale(host, asked)) : undefined),
    ...(host ? { host } : {}),
  });

  if (error !== null) return failed(statusFromQuery(error));
  if (id === '' || !host) return failed(undefined);
  const access = await api.publicAccess(withLanguage(query, asked));
  if (!access.ok) return failed(statusOf(access.failure));
  const { token, lang } = access.value;
  deps.startSession({ token, fromCrypto: true, lang });

  const [modules, doc, instalments, language, verified] = await Promise.all([
    api.billModules(),
    api.billDocument(id, deps.onEvent),
    api.instalments(id),
    loadLanguage(api, lang),
    readsVerifiedStatus(host) ? api.verify(host.supplier, id) : undefined,
  ]);
  if (!doc.ok) return failed(statusOf(doc.failure), language);
  if (!modules.ok) return failed(statusOf(modules.failure), language);
  if (!instalments.ok) return failed(statusOf(instalments.failure), language);
  return {
    kind: 'ready',
    host,
    // The document's crypto is the link's id, set by the page (bill-document.schema.json).
    doc: verified
      ? withVerifiedStatus({ ...doc.value, crypto: id }, verified)
      : { ...doc.value, crypto: id },
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

/** The HTTP status of a failed call (404, 410 …), for the error page; none for other failures. */
export function statusOf(failure: LoadFailure): number | undefined {
  return failure.reason === 'status' ? failure.status : undefined;
}

function statusFromQuery(error: string): number | undefined {
  const status = Number(error);
  return Number.isInteger(status) ? status : undefined;
}
