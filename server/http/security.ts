import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

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
 * route's time).
 */
export function installSecurityHeaders(app: FastifyInstance, formTargets: readonly string[]): void {
  const headers = securityHeaders(formTargets);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

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
 * `Cache-Control: no-store` on every `/api/` answer but the public ones: bills, profiles,
 * contacts, payments, PDFs and tokens are personal data that no browser cache or shared proxy
 * may keep, and neither may the refusals of those calls. An allow-list of public paths, not a
 * list of personal ones, so a call added later is private until someone says otherwise. Set
 * in onSend, after the handler, so no route's own header can loosen it.
 */
export function installNoStore(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (path.startsWith('/api/') && !PUBLIC_API_PATHS.has(path) && !isTemplatePath(path)) {
      const given = reply.getHeader('cache-control');
      const kept = typeof given === 'string' && /\bno-store\b/.test(given) ? given : 'no-store';
      reply.header('cache-control', kept);
    }
    done(null, payload);
  });
}
