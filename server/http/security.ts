import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { mountPath } from '../identity/provider.ts';
import { Problem } from './problem.ts';

/**
 * Security headers on every answer, from helmet. The CSP is what the built portal needs and no
 * more: its own scripts and styles (styled-components writes <style> elements, hence
 * 'unsafe-inline' for styles only), images from https (supplier logos), calls to its own
 * origin, and forms posted to its own origin or to the card providers' hosted pages
 * (`formTargets`). `Referrer-Policy: no-referrer`, because a bill link's id must not leak to the
 * pages it links to.
 *
 * The headers never vary by request, so helmet runs once at start and its headers are copied
 * onto each reply (@fastify/helmet rebuilds helmet on every request: a quarter of a bare
 * route's time): in onRequest, so a route may adjust them and the identity provider's Koa app
 * gets them when it is handed the raw response; and again in onSend, where missing, for the
 * answers of hooks that refused before this one ran (unknown host, rate limits; issue 27).
 */
export function installSecurityHeaders(app: FastifyInstance, formTargets: readonly string[]): void {
  const headers = securityHeaders(formTargets);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (!isCanonical(request.url)) {
      done(
        new Problem(
          400,
          'non-canonical-path',
          'The path percent-encodes a letter, digit or one of "-._~": write it as itself.',
        ),
      );
      return;
    }
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}

/**
 * A `%XX` in the path that stands for an unreserved character (RFC 3986 §2.3: letters, digits,
 * "-._~"), which no browser or client writes so: the router decodes it (`/%61pi/…` is
 * `/api/…`), so any rule read from the raw URL would miss it. Refused with 400 (decision 391),
 * the simplest way to keep every rule by path whole; the rules below also read the route the
 * router chose.
 */
const encodedUnreserved = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e)/i;

export const isCanonical = (url: string): boolean =>
  !encodedUnreserved.test(url.split('?', 1)[0] ?? '');

/**
 * The headers of the refusals made outside any route (Node's parser, the router): the same
 * security headers, with no form target, and `no-store`.
 */
export const refusalHeaders = (): Record<string, string> => ({
  ...securityHeaders([]),
  'cache-control': 'no-store',
});

export function securityHeaders(formTargets: readonly string[]): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'", ...formTargets],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // The same as frame-ancestors 'none', for browsers that read only X-Frame-Options.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  // A response that is never sent, to read the headers helmet sets.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  middleware(request, response, () => undefined);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined)
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** The `/api/` calls that answer only public host data, which browsers and proxies may cache. */
export const PUBLIC_API_PATHS: ReadonlySet<string> = new Set([
  '/api/health',
  '/api/locales/list',
  '/api/social',
  '/api/footer',
]);

/** Public like the host's settings: the effective templates (ADR 0035), revalidated by ETag. */
const isTemplatePath = (path: string): boolean =>
  path === '/api/templates' || path.startsWith('/api/templates/');

/**
 * The identity provider's pages, HTML with personal data: the login page, the failed-login page
 * that echoes the fiscal code, its consent and logout pages, everything under `mountPath`
 * (server/identity/provider.ts). The other such page, the bill drawn on the server, says
 * no-store itself (./firstPaint.ts); when it is not drawn it is the portal's index.html, with no
 * personal data (no-cache).
 */
const isPrivatePage = (path: string): boolean =>
  path === mountPath || path.startsWith(`${mountPath}/`);

/**
 * What a request asks for, as the router understood it: the route's pattern when one matched
 * (`/api/bollettainterattiva/document/:crypto`, whatever the encoding of the URL), else the
 * decoded path; a path that does not decode is taken as private.
 */
function routeOf(request: FastifyRequest): string | null {
  const route = request.routeOptions.url;
  if (route !== undefined) return route;
  try {
    return decodeURIComponent(request.url.split('?', 1)[0] ?? '');
  } catch {
    return null;
  }
}

/** Whether an answer to this request must never be kept by a browser cache or a proxy. */
export function isPrivate(request: FastifyRequest): boolean {
  const path = routeOf(request);
  if (path === null) return true;
  if (isPrivatePage(path)) return true;
  return path.startsWith('/api/') && !PUBLIC_API_PATHS.has(path) && !isTemplatePath(path);
}

/**
 * `Cache-Control: no-store` on every `/api/` answer but the public ones, and on the pages with
 * personal data: bills, profiles, contacts, payments, PDFs, tokens and login forms are personal
 * data that no browser cache or shared proxy may keep, and neither may the refusals of those
 * calls. An allow-list of public paths, not a list of personal ones, so a call added later is
 * private until someone says otherwise. Decided on the route the router chose (issue 27: the
 * raw URL `/%61pi/…` missed it). Set in onRequest, for the answers the identity provider's Koa
 * app writes itself, and again in onSend, after the handler, so no route's own header can
 * loosen it.
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isPrivate(request)) reply.header('cache-control', 'no-store');
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // A refusal is kept by no cache either, whatever the call: it says nothing for later.
    if (reply.statusCode >= 400 || isPrivate(request)) {
      const given = reply.getHeader('cache-control');
      const kept = typeof given === 'string' && /\bno-store\b/.test(given) ? given : 'no-store';
      reply.header('cache-control', kept);
    }
    done(null, payload);
  });
}
