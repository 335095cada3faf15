import type { ComponentType, ReactNode } from 'react';

/**
 * A route's meta flags (spec §2 "Routes"): whether it needs a login, which host setting picks
 * its layout, and which query parameter carries its encrypted link.
 */
export interface RouteMeta {
  /** Login required (spec §2's Login column: "required"). */
  isAuthenticated: boolean;
  /** The key of the host's `templates` that picks this route's layout. */
  template?: string;
  /** The query parameter that carries the route's encrypted link (`id`). */
  crypto?: string;
  /**
   * The query parameter that names a bill by its plain document id (`documentId`): it opens
   * through a bearer-protected call, so only with a session (decision 203).
   */
  plainId?: string;
  /**
   * `/:argument`: only an argument the host declares is a page (decision 202), so the page asks
   * the guard again once the host's settings say; until then the guard lets it load.
   */
  argument?: boolean;
}

/** One route of the table (src/app/routes.tsx): its path, meta flags and page, a chunk. */
export interface RouteEntry {
  path: string;
  meta: RouteMeta;
  page: ComponentType;
  /** What the page's place shows while its chunk arrives (nothing by default). */
  skeleton?: ReactNode;
}

/**
 * What the guard lets the route show: its page, not-found, or `login`: the sign-in, i.e. the
 * identity provider's login with a redirect back to the same page (issue 18, src/auth), with the
 * not-authenticated state shown while the browser leaves or when the host's realm cannot be read.
 */
export type GuardAnswer = 'page' | 'login' | 'notFound';

export interface GuardInput {
  query: URLSearchParams;
  /** A customer logged in through the identity provider (issue 18); a link is not a login. */
  authenticated: boolean;
  /** For `/:argument`: whether the host declares that multi-module page (decision 202). */
  declared?: boolean;
}

/**
 * Spec §6's route guard (the login itself is src/auth, issue 18):
 * - an argument the host does not declare is not a page at all;
 * - a logged-in customer, and anyone on a route that needs no login (`/register`), gets the page;
 * - a route's crypto parameter without a session gets the page, which forwards the query to
 *   public access (one place: `openLink`), treated as authenticated through the link;
 * - a bill named by its plain document id needs a session;
 * - other bill shell pages (crypto routes) display without a session: their own error page;
 * - any other route that needs a login sends the customer to the provider's login, back to the
 *   same page (`login`); the callback that ends it (`/auth/callback`) needs no login.
 */
export function guard(meta: RouteMeta, input: GuardInput): GuardAnswer {
  const { query, authenticated, declared } = input;
  if (declared === false) return 'notFound';
  if (meta.argument && declared === undefined) return 'page';
  if (authenticated || !meta.isAuthenticated) return 'page';
  if (meta.crypto !== undefined) {
    if (has(query, meta.crypto) || query.has('error')) return 'page';
    return meta.plainId !== undefined && has(query, meta.plainId) ? 'login' : 'page';
  }
  return 'login';
}

const has = (query: URLSearchParams, name: string) => (query.get(name) ?? '') !== '';
