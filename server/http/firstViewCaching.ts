import type { FastifyRequest } from 'fastify';
import type { CachedView } from '../cache/firstViewCache.ts';
import type { Deps } from '../deps.ts';
import type { Host } from '../hosts/hosts.ts';
import type { TemplateStore } from '../templates/store.ts';

/**
 * The first-view cache's side of the bill page (./firstPaint.ts, ADR 0056): the key of a
 * request, a view read for it, a rendered view stored under it. The cache itself is
 * server/cache/firstViewCache.ts.
 */
interface ViewInput {
  url: string;
  userAgent: string | undefined;
  mobileHint: string | undefined;
  cookie?: string | undefined;
}

/** The page's own reading of a request for the first-view cache's key (src/ssr/viewKey.ts). */
export type FirstViewKey = (input: Omit<ViewInput, 'url'>) => string;

/** What the first-view cache needs of the app (ADR 0056). */
export interface FirstViewSources {
  deps: Pick<Deps, 'views' | 'cache' | 'now'>;
  /** Notes a bill's opening through `host` for its e-mail state, as public access does. */
  opened: (documentId: string, now: Date, host: string) => void;
  /** The templates the page chooses among: a changed one is another key. */
  templates: TemplateStore | undefined;
}

/** Each loaded host a number of its own: a host reloaded (the watch mode) starts afresh. */
const hostSerials = new WeakMap<Host, number>();
let nextSerial = 0;

/**
 * The first-view cache's key of a request (decision 577), or undefined when the page cannot be
 * cached: no link in the query (a bill by its document id needs the session's bearer token), or
 * the cache off. The host (its loaded settings, catalogues, limits), its templates as served
 * now (name and ETag), the whole URL (the link, `lang`, a template preview) and the page's own
 * reading of the request (device, remembered language, consent answer, day in Italy).
 */
export function firstViewKeyOf(sources: FirstViewSources, viewKey: FirstViewKey) {
  return (request: FastifyRequest, input: ViewInput): string | undefined => {
    if (!sources.deps.views.on || linkOf(request) === undefined) return undefined;
    const site = request.site;
    let serial = hostSerials.get(site);
    if (serial === undefined) hostSerials.set(site, (serial = nextSerial += 1));
    const store = sources.templates;
    const templates = store
      ? store
          .names(site)
          .map((name) => `${name}:${store.template(site, name)?.etag ?? ''}`)
          .join(',')
      : '';
    return [site.name, serial, templates, input.url, viewKey(input)].join('\n');
  };
}

function linkOf(request: FastifyRequest): string | undefined {
  const id = (request.query as Record<string, unknown> | undefined)?.['id'];
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/**
 * A view cached for this key on a host of its supplier, while its link is valid; the open is
 * noted for the bill's e-mail state as public access notes it (ADR 0045).
 */
export function cachedView(
  sources: FirstViewSources | undefined,
  key: string,
  request: FastifyRequest,
): CachedView | undefined {
  if (!sources) return undefined;
  const { deps } = sources;
  const now = deps.now();
  const view = deps.views.get(key, request.site.settings.supplier, now.getTime());
  if (!view) return undefined;
  sources.opened(view.documentId, now, request.site.name);
  return view;
}

/**
 * Stores a rendered view under `key`. What the render verified is read back from the document
 * cache, which the render's own document call filled with the link's bill, supplier and end
 * (only an authentic, unexpired link of this host's supplier is ever there): no entry there
 * (a refused link, the document cache off) and nothing is stored.
 */
export function storeView(
  sources: FirstViewSources,
  key: string,
  request: FastifyRequest,
  html: string,
  started: number,
): void {
  const link = linkOf(request);
  const { deps } = sources;
  const answer = link === undefined ? undefined : deps.cache.get(link, deps.now().getTime());
  if (answer === undefined || answer.supplier !== request.site.settings.supplier) return;
  deps.views.set(
    key,
    {
      html,
      documentId: answer.documentId,
      supplier: answer.supplier,
      expiresAt: answer.expiresAt,
    },
    started,
  );
}
