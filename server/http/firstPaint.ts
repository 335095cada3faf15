import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  cachedView,
  firstViewKeyOf,
  storeView,
  type FirstViewKey,
  type FirstViewSources,
} from './firstViewCaching.ts';
import { tooMany } from './limits.ts';
import { Problem } from './problem.ts';
import { BUSY_RETRY_AFTER, RENDERS_AT_ONCE, RenderGate } from './renderGate.ts';
import { openRenderReads, renderReadsHeader } from './renderReads.ts';
import { sendCachedView } from './viewEncoding.ts';

/**
 * The bill's first view rendered on the server (ADR 0019). The renderer is the page's own code
 * (src/ssr/entry.tsx), built by `npm run build` into `dist-ssr/entry.js` and imported here when
 * it is there; the server knows only the shape of its one function (the page never meets the
 * server but over HTTP, .dependency-cruiser.cjs), and the page's calls reach the API
 * in-process, as this request's host and address, with the same routes, checks and limits.
 */
export interface FirstPaintInput {
  url: string;
  userAgent: string | undefined;
  mobileHint: string | undefined;
  /** The `Cookie` header, for the language a customer chose on an earlier visit (ADR 0026). */
  cookie?: string | undefined;
  transport: (request: InjectRequest) => Promise<InjectAnswer>;
  page: string;
  signal?: AbortSignal;
}

interface InjectRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

interface InjectAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type RenderFirstPaint = (input: FirstPaintInput) => Promise<unknown>;
export type { FirstViewSources } from './firstViewCaching.ts';

export interface Renderer {
  render: RenderFirstPaint;
  /** Absent in a build without it: then nothing is cached. */
  viewKey: FirstViewKey | undefined;
}

/** How long a render may take before the page goes out as it is (the page's script loads it). */
export const firstPaintTimeout = 1500;

/** The renderer of the built portal, or undefined (no build, an API-only server, tests). */
export async function loadFirstPaint(
  distDir: string,
  onFailure: (error: unknown) => void,
): Promise<Renderer | undefined> {
  const entry = path.resolve(distDir, '..', 'dist-ssr', 'entry.js');
  if (!existsSync(entry)) return undefined;
  try {
    const module: unknown = await import(pathToFileURL(entry).href);
    if (typeof module !== 'object' || module === null) return undefined;
    const render = 'renderFirstPaint' in module ? module.renderFirstPaint : undefined;
    const prepare = 'prepareFirstPaint' in module ? module.prepareFirstPaint : undefined;
    // Warms the engine and the templates in the background; a failure shows in the renders.
    if (typeof prepare === 'function') (prepare as () => Promise<void>)().catch(onFailure);
    const viewKey = 'firstViewKey' in module ? module.firstViewKey : undefined;
    return typeof render === 'function'
      ? {
          render: render as RenderFirstPaint,
          viewKey: typeof viewKey === 'function' ? (viewKey as FirstViewKey) : undefined,
        }
      : undefined;
  } catch (error) {
    // A broken build of the renderer leaves the portal as it was: the page renders the bill.
    onFailure(error);
    return undefined;
  }
}

/**
 * The page with the bill rendered in it, or undefined: for an error answer, a render over
 * `timeout`, or any failure, the caller sends index.html as always, and the page's script shows
 * the error page with the status and timing of before (errors are never rendered here).
 * `onSettled` is called once the render itself has ended, which may be after `timeout`.
 */
export async function renderWithin(
  render: RenderFirstPaint,
  input: Omit<FirstPaintInput, 'signal'>,
  timeout: number,
  onFailure: (error: unknown) => void,
  onSettled: () => void = () => undefined,
): Promise<string | undefined> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<undefined>((done) => {
    timer = setTimeout(() => {
      controller.abort();
      done(undefined);
    }, timeout);
  });
  try {
    // In an async function, so a renderer that throws at once still settles.
    const started = (async () => render({ ...input, signal: controller.signal }))();
    started.finally(onSettled).catch(() => undefined);
    const rendered = started.then(
      (html) => (typeof html === 'string' ? html : undefined),
      (error: unknown) => {
        if (!controller.signal.aborted) onFailure(error);
        return undefined;
      },
    );
    return await Promise.race([rendered, expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The API as the page calls it, answered by `app` for the customer's host and address; with
 * `reads`, the name of the render's shared reads of the bill (./renderReads.ts).
 */
export function injectTransport(app: FastifyInstance, request: FastifyRequest, reads?: string) {
  return async (call: InjectRequest): Promise<InjectAnswer> => {
    const answer = await app.inject({
      method: call.method === 'POST' ? 'POST' : 'GET',
      url: call.url,
      headers: {
        ...call.headers,
        host: request.headers.host ?? '',
        ...(reads === undefined ? {} : { [renderReadsHeader]: reads }),
      },
      remoteAddress: request.ip,
      ...(call.body === undefined ? {} : { payload: call.body }),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') headers[name] = value;
    }
    return { status: answer.statusCode, headers, body: answer.body };
  };
}

/**
 * Installs nothing when there is no renderer; else answers `GET /bollettainterattiva` with the
 * rendered bill when it renders, `Cache-Control: no-store` (a bill), compressed for browsers
 * that accept it. Returns whether it answered. When RENDERS_AT_ONCE renders are running already:
 * 503 with Retry-After, the undrawn page for a browser, else the problem `busy`. A view rendered
 * before for the same key comes from the first-view cache (ADR 0056) without a render.
 */
export async function firstPaintHandler(
  app: FastifyInstance,
  distDir: string,
  sources?: FirstViewSources,
) {
  const renderer = await loadFirstPaint(distDir, (error) => {
    app.log.warn({ err: error }, 'the server renderer of the bill did not load');
  });
  if (renderer === undefined) return undefined;
  const { render, viewKey } = renderer;
  const page = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const gate = new RenderGate(RENDERS_AT_ONCE);
  const keyOf = sources && viewKey ? firstViewKeyOf(sources, viewKey) : undefined;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    // Refused, a drawing is not the customer's refusal: a browser gets the undrawn page with
    // the refusal's status, and its script draws the bill through the API (limited on its own),
    // so the customer still sees it, in their language; other clients get the problem.
    const refuseDrawing = async (status: number, seconds: number, problem: Problem) => {
      void reply.header('retry-after', String(seconds));
      if (!/\btext\/html\b/.test(header(request, 'accept') ?? '')) throw problem;
      await reply.code(status).type('text/html; charset=utf-8').send(page);
      return true;
    };
    // Past the address's page budget (./limits.ts): a cached view counts as a render does.
    const spent = request.pageBudgetSpent;
    if (spent !== null) return refuseDrawing(429, spent, tooMany(spent, 'this address'));
    const input = {
      url: request.url,
      userAgent: request.headers['user-agent'],
      mobileHint: header(request, 'sec-ch-ua-mobile'),
      cookie: request.headers.cookie,
    };
    const key = keyOf?.(request, input);
    const cached = key === undefined ? undefined : cachedView(sources, key, request);
    if (cached !== undefined && sources !== undefined && key !== undefined) {
      return sendCachedView(reply, request, sources.deps.views, key, cached);
    }
    // Refused at once rather than queued behind the renders running (./renderGate.ts).
    const leave = gate.enter();
    if (leave === null) {
      return refuseDrawing(
        503,
        BUSY_RETRY_AFTER,
        new Problem(
          503,
          'busy',
          `The server is drawing as many bills as it can at once: retry in ${BUSY_RETRY_AFTER} second.`,
        ),
      );
    }
    const started = sources?.deps.views.started() ?? 0;
    const reads = openRenderReads();
    const html = await renderWithin(
      render,
      { ...input, transport: injectTransport(app, request, reads.name), page },
      firstPaintTimeout,
      (error) => {
        request.log.warn({ err: error }, 'the bill was not rendered on the server');
      },
      () => {
        reads.close();
        leave();
      },
    );
    if (html === undefined) return false;
    // Stored only under the key it was rendered for: a key that changed meanwhile (midnight
    // in Italy, a template reloaded) is another view.
    if (sources && key !== undefined && key === keyOf?.(request, input)) {
      storeView(sources, key, request, html, started);
    }
    return sendView(reply, html);
  };
}

/** Compressed on its way out like the API's answers, by the same plugin (./compress.ts). */
async function sendView(reply: FastifyReply, html: string): Promise<true> {
  await reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  return true;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
