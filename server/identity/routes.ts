import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { MenuAnswer as Menu } from '../../schemas/types/menu.gen.ts';
import type { RealmAnswer as Realm } from '../../schemas/types/realm.gen.ts';
import type { Deps } from '../deps.ts';
import { installFormParser, type FormBody } from '../http/form.ts';
import { problems, ref } from '../routes/common.ts';
import type { ServerSettings } from '../types.ts';
import { checkCredentials } from './accounts.ts';
import { loginPage, messagePage } from './pages.ts';
import { mountPath, portalClientId, portalScope } from './provider.ts';
import { chooseLocale, textsFor } from './texts.ts';

/** How many login attempts one address may make per minute on a host (decision 234). */
export const defaultLoginsPerMinute = 30;

/**
 * The identity provider on every host (ADR 0029): its own endpoints under /oidc (the Koa app
 * of oidc-provider, handed the raw request), the login page at its interaction URL, and the
 * two calls of spec §7 that belong to it: /api/realm and /api/menu.
 */
export async function identityRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register((scope, _options, done) => {
    installFormParser(scope);
    interactionRoutes(scope, deps);
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

function interactionRoutes(scope: FastifyInstance, deps: Deps): void {
  const page = async (
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
    failed: { username: string } | null,
  ) => {
    const host = request.site;
    const provider = await deps.identity.provider(host);
    const origin = deps.identity.origin(host);
    let details;
    try {
      details = await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      // No interaction cookie (another site's post, an old tab) or an expired interaction.
      const locale = chooseLocale(host, undefined, request.headers.cookie);
      const t = textsFor(locale);
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(messagePage(host, locale, t, t('error.title'), t('error.text'), origin));
    }
    const locale = chooseLocale(host, details.params['ui_locales'], request.headers.cookie);
    const html = loginPage(host, locale, textsFor(locale), {
      action: `${mountPath}/interaction/${details.uid}`,
      username: failed?.username ?? '',
      failed: failed !== null,
      portal: origin,
    });
    return reply
      .code(failed ? 401 : 200)
      .type('text/html; charset=utf-8')
      .send(html);
  };

  scope.get<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid`, (request, reply) =>
    page(request, reply, null),
  );

  scope.post<{ Params: { uid: string }; Body: FormBody | undefined }>(
    `${mountPath}/interaction/:uid`,
    {
      config: {
        rateLimit: {
          max: (request: FastifyRequest) =>
            request.site.server.identity?.loginsPerMinutePerAddress ?? defaultLoginsPerMinute,
          timeWindow: 60_000,
        },
      },
    },
    async (request, reply) => {
      const provider = await deps.identity.provider(request.site);
      const body = request.body ?? {};
      const username = typeof body['username'] === 'string' ? body['username'] : '';
      const password = typeof body['password'] === 'string' ? body['password'] : '';
      const account =
        username === '' || password === '' || username.length > 64 || password.length > 256
          ? undefined
          : await checkCredentials(deps.db, request.site.settings.supplier, username, password);
      if (!account) return page(request, reply, { username: username.slice(0, 64) });
      try {
        // The interaction's own cookie first: a post from another site has none (SameSite).
        await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return page(request, reply, null);
      }
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: account.id } },
        { mergeWithLastSubmission: false },
      );
      return reply;
    },
  );
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
