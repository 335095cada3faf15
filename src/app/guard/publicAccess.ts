import type { Api, LoadFailure } from '../../api/index.ts';

/** A load that did not give its page, and what the page shows instead. */
export type Refused =
  /** 404 or 410 (spec §8): the error page; `link` when public access said it (§6). */
  | { kind: 'error'; status: number | undefined; link?: boolean }
  /** 401: the call needs a login (a bill by its plain document id, §6). */
  | { kind: 'login' }
  /** Any other status, the network, a malformed answer: a general error with a retry. */
  | { kind: 'unavailable' };

/**
 * What a failed call means for the page (spec §6, §8; decision 204): 404 and 410 are about the
 * link and show the error page; 401 asks for a login; anything else says nothing about the link,
 * is logged, and shows the general error with a retry rather than "not found".
 */
export function refusedBy(failure: LoadFailure, link = false): Refused {
  if (failure.reason === 'status' && (failure.status === 404 || failure.status === 410)) {
    return link
      ? { kind: 'error', status: failure.status, link }
      : { kind: 'error', status: failure.status };
  }
  if (failure.reason === 'status' && failure.status === 401) return { kind: 'login' };
  console.error('[quadro] a call of the page failed', failure);
  return { kind: 'unavailable' };
}

export interface LinkDeps {
  api: Pick<Api, 'publicAccess'>;
  /** Called with the link's session before the calls that need its token. */
  startSession: (session: { token: string; fromCrypto: boolean; lang: string }) => void;
}

/**
 * Spec §6, in one place for every route with a crypto parameter: the query goes to public
 * access; its token starts the page's session, flagged as coming from a link, in the language
 * it answers, never expiring on the page. Answers that language, or why the link gave none.
 */
export async function openLink(
  query: URLSearchParams,
  deps: LinkDeps,
): Promise<{ ok: true; lang: string } | { ok: false; refused: Refused }> {
  const access = await deps.api.publicAccess(query);
  if (!access.ok) return { ok: false, refused: refusedBy(access.failure, true) };
  const { token, lang } = access.value;
  deps.startSession({ token, fromCrypto: true, lang });
  return { ok: true, lang };
}

/** The route's query with the status public access gave (spec §6: "an error query value"). */
export function withError(search: string, status: number): string {
  const query = new URLSearchParams(search);
  query.set('error', String(status));
  return `?${query.toString()}`;
}
