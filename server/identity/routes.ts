import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { MenuAnswer as Menu } from '../../schemas/types/menu.gen.ts';
import type { RealmAnswer as Realm } from '../../schemas/types/realm.gen.ts';
import type { Deps } from '../deps.ts';
import { installFormParser } from '../http/form.ts';
import { problems, ref } from '../routes/common.ts';
import { autoSubmitRoute } from './autoSubmit.ts';
import { interactionRoutes } from './interaction.ts';
import { installPageErrors } from './pageErrors.ts';
import { asIssuerSees } from './origin.ts';
import { recoveryRoutes } from './recoveryRoutes.ts';
import { mountPath, portalClientId, portalScope } from './provider.ts';
import { menuOf } from './menu.ts';
import { chooseLocale } from './texts.ts';

/** The registration's limit is the login's (server/registration/routes.ts). */
export { defaultLoginsPerMinute } from './interaction.ts';

/**
 * The identity provider on every host (ADR 0029): its own endpoints under /oidc (the Koa app
 * of oidc-provider, handed the raw request), the login page at its interaction URL, and the
 * two calls of spec §7 that belong to it: /api/realm and /api/menu.
 */
export async function identityRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register((scope, _options, done) => {
    installFormParser(scope);
    installPageErrors(scope, deps);
    interactionRoutes(scope, deps);
    recoveryRoutes(scope, deps);
    autoSubmitRoute(scope);
    done();
  });
  await app.register((scope, _options, done) => {
    // The provider reads its own bodies (token, logout): nothing here may consume the stream.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => {
      done(null);
    });
    scope.all(`${mountPath}/*`, async (request, reply) => {
      const provider = await deps.identity.provider(request.site);
      asIssuerSees(request, deps.identity.issuer(request.site));
      handOver(request, reply);
      provider.callback()(request.raw, reply.raw);
    });
    done();
  });

  app.get(
    '/api/realm',
    { schema: { response: { 200: ref('realm.schema.json'), ...problems } } },
    (request): Realm => ({
      authority: deps.identity.issuer(request.site),
      client_id: portalClientId,
      scope: portalScope,
    }),
  );

  app.get<{ Querystring: { lang?: string } }>(
    '/api/menu',
    { schema: { response: { 200: ref('menu.schema.json'), ...problems } } },
    async (request): Promise<Menu> => {
      await deps.identity.authenticate(request);
      const locale = chooseLocale(request.site, request.query.lang, request.headers.cookie);
      return menuOf(request.site, locale);
    },
  );
}

/**
 * Gives the raw request and response to a Koa app: the headers this server set so far (its
 * security headers, the Content Security Policy) go on the raw response, fastify lets go of
 * the reply, and the URL loses the mount path (as when mounted with a prefix, which is how
 * oidc-provider finds its mount path: `originalUrl`).
 */
function handOver(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.hijack();
  const raw: IncomingMessage & { originalUrl?: string } = request.raw;
  const url = raw.url ?? '/';
  raw.originalUrl = url;
  raw.url = url.slice(mountPath.length) || '/';
}
