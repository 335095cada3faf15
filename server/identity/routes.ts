import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { MenuAnswer as Menu } from '../../schemas/types/menu.gen.ts';
import type { RealmAnswer as Realm } from '../../schemas/types/realm.gen.ts';
import type { Deps } from '../deps.ts';
import { installFormParser } from '../http/form.ts';
import { problems, ref } from '../routes/common.ts';
import type { ServerSettings } from '../types.ts';
import { autoSubmitRoute } from './autoSubmit.ts';
import { interactionRoutes } from './interaction.ts';
import { asIssuerSees } from './origin.ts';
import { recoveryRoutes } from './recoveryRoutes.ts';
import { mountPath, portalClientId, portalScope } from './provider.ts';
import { chooseLocale, textsFor } from './texts.ts';

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
      return menuOf(request.site.server, textsFor(locale));
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

const menuEntries = {
  home: { action: 'path', path: '/home' },
  invoices: { action: 'path', path: '/invoices', newTab: true },
  contracts: { action: 'path', path: '/contracts' },
  messages: { action: 'path', path: '/messages' },
  profile: { action: 'path', path: '/modif_data_user' },
  contacts: { action: 'path', path: '/contacts' },
  faq: { action: 'path', path: '/self' },
  logout: { action: 'logout' },
} as const;

type Entry = keyof typeof menuEntries;
const allEntries = Object.keys(menuEntries) as Entry[];

/** The host's customer-area menu (server.json `customerMenu`, else every entry), in `t`'s language. */
export function menuOf(server: ServerSettings, t: (key: string) => string): Menu {
  const chosen = server.customerMenu;
  return {
    orientation: chosen?.orientation ?? 'horizontal',
    items: (chosen?.items ?? allEntries).map((entry) => ({
      label: t(`menu.${entry}`),
      ...menuEntries[entry],
    })),
  };
}
