import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import type { FormBody } from '../http/form.ts';
import { checkCredentials } from './accounts.ts';
import { asIssuerSees } from './origin.ts';
import { loginPage, messagePage } from './pages.ts';
import { mountPath } from './provider.ts';
import { chooseLocale, textsFor, type Texts } from './texts.ts';
import { claimLoginAttempt, clearLoginFailures } from './throttle.ts';

/** How many login attempts one address may make per minute on a host (decision 234). */
export const defaultLoginsPerMinute = 30;

interface Shown {
  username: string;
  remember: boolean;
  /** 200 the first time, 401 after wrong credentials, 429 past a limit. */
  status: 200 | 401 | 429;
  /** Past a limit: the seconds until the next attempt (Retry-After). */
  retryAfter?: number;
}

/** "Try again in N minutes", in the customer's language and its plural (ADR 0040). */
function waitNotice(t: Texts, locale: string, seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const form = new Intl.PluralRules(locale).select(minutes) === 'one' ? 'one' : 'other';
  return t(`login.limited.${form}`, { minutes: String(minutes) });
}

/**
 * The login page at the provider's interaction URL (issue 18), and its form's post: limited per
 * address (in memory, decision 234) and per login name (in the database, ./throttle.ts), both
 * refusals being the login page itself with 429 and Retry-After (issue 27), then the password
 * checked and the login handed back to the provider, remembered or not ("remember me").
 */
export function interactionRoutes(scope: FastifyInstance, deps: Deps): void {
  scope.addHook('onRequest', (request, _reply, done) => {
    asIssuerSees(request, deps.identity.issuer(request.site));
    done();
  });
  const perAddress = scope.createRateLimit({
    timeWindow: 60_000,
    max: (request: FastifyRequest) =>
      request.site.server.identity?.loginsPerMinutePerAddress ?? defaultLoginsPerMinute,
    keyGenerator: (request: FastifyRequest) => request.ip,
  });

  const page = async (
    request: FastifyRequest<{ Params: { uid: string } }>,
    reply: FastifyReply,
    shown: Shown,
  ) => {
    const host = request.site;
    const provider = await deps.identity.provider(host);
    const origin = deps.identity.origin(host);
    let details;
    try {
      details = await provider.interactionDetails(request.raw, reply.raw);
    } catch {
      // No interaction cookie (another site's post, an old tab) or an expired interaction;
      // past a limit, the wait all the same.
      const locale = chooseLocale(host, undefined, request.headers.cookie);
      const t = textsFor(locale);
      if (shown.retryAfter !== undefined) {
        const notice = waitNotice(t, locale, shown.retryAfter);
        return reply
          .code(429)
          .header('retry-after', String(shown.retryAfter))
          .type('text/html; charset=utf-8')
          .send(messagePage(host, locale, t, t('login.title'), notice, origin));
      }
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(messagePage(host, locale, t, t('error.title'), t('error.text'), origin));
    }
    const locale = chooseLocale(host, details.params['ui_locales'], request.headers.cookie);
    const t = textsFor(locale);
    const html = loginPage(host, locale, t, {
      action: `${mountPath}/interaction/${details.uid}`,
      username: shown.username,
      failed: shown.status === 401,
      remember: shown.remember,
      notice: shown.retryAfter === undefined ? undefined : waitNotice(t, locale, shown.retryAfter),
      portal: origin,
      site: host.settings.homeUrl,
      forgot: `${mountPath}/password/forgot?login=${encodeURIComponent(details.uid)}`,
    });
    if (shown.retryAfter !== undefined) void reply.header('retry-after', String(shown.retryAfter));
    return reply.code(shown.status).type('text/html; charset=utf-8').send(html);
  };

  scope.get<{ Params: { uid: string } }>(`${mountPath}/interaction/:uid`, (request, reply) =>
    page(request, reply, { username: '', remember: false, status: 200 }),
  );

  scope.post<{ Params: { uid: string }; Body: FormBody | undefined }>(
    `${mountPath}/interaction/:uid`,
    async (request, reply) => {
      const body = request.body ?? {};
      const username = typeof body['username'] === 'string' ? body['username'] : '';
      const password = typeof body['password'] === 'string' ? body['password'] : '';
      const shown = { username: username.slice(0, 64), remember: body['remember'] === 'yes' };
      const address = await perAddress(request);
      if (!address.isAllowed && address.isExceeded) {
        return page(request, reply, {
          ...shown,
          status: 429,
          retryAfter: Math.max(1, address.ttlInSeconds),
        });
      }
      if (username === '' || password === '' || username.length > 64 || password.length > 256) {
        return page(request, reply, { ...shown, status: 401 });
      }
      const supplier = request.site.settings.supplier;
      const claim = await claimLoginAttempt(deps.db, supplier, username);
      if (!claim.allowed) {
        return page(request, reply, { ...shown, status: 429, retryAfter: claim.retryAfterSeconds });
      }
      const account = await checkCredentials(deps.db, supplier, username, password);
      if (!account) return page(request, reply, { ...shown, status: 401 });
      await clearLoginFailures(deps.db, supplier, username);
      const provider = await deps.identity.provider(request.site);
      try {
        // The interaction's own cookie first: a post from another site has none (SameSite).
        await provider.interactionDetails(request.raw, reply.raw);
      } catch {
        return page(request, reply, { ...shown, status: 200 });
      }
      reply.hijack();
      await provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId: account.id, remember: shown.remember } },
        { mergeWithLastSubmission: false },
      );
      return reply;
    },
  );
}
