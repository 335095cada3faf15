import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The CSP is what the built portal needs and no more: its own
 * scripts and styles (styled-components writes <style> elements, hence 'unsafe-inline' for
 * styles only), images from https (supplier logos), calls to its own origin, and forms posted
 * to its own origin or to the card providers' hosted pages (`formTargets`).
 * `Referrer-Policy: no-referrer`, because a bill link's id must not leak to the pages it links to.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  formTargets: readonly string[],
): Promise<void> {
  await app.register(helmet, {
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
    // The portal opens provider pages and external help pages in new tabs; COOP stays default.
    crossOriginEmbedderPolicy: false,
  });
}
