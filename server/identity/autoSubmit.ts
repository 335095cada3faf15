import type { FastifyInstance } from 'fastify';

/**
 * A form the identity provider's page posts by itself: the logout the portal asked for with an
 * ID token of the same session, or one with no session left (decision 523). The Content Security
 * Policy allows scripts from the server's own origin only (`script-src 'self'`), never inline, so
 * the page loads this file, which posts the form marked with the attribute. Without script the
 * form's own button does the same with one click.
 */
export const autoSubmitPath = '/identity/auto-submit.js';
export const autoSubmitAttribute = 'data-auto-submit';

const script = `"use strict";
var form = document.querySelector("form[${autoSubmitAttribute}]");
if (form) form.submit();
`;

export function autoSubmitRoute(app: FastifyInstance): void {
  app.get(autoSubmitPath, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(script),
  );
}
