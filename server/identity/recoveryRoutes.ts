import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PasswordReset } from '../../schemas/types/password-reset.gen.ts';
import type { Deps } from '../deps.ts';
import type { FormBody } from '../http/form.ts';
import { validatorFor } from '../validation.ts';
import { mountPath } from './provider.ts';
import { actionPage, requestPage, resetPage, sentPage } from './recoveryPages.ts';
import { createRecoverySender } from './recoverySender.ts';
import { claimRecoveryRequest, recovery, recoveryUsable, resetPassword } from './recoveryStore.ts';
import { chooseLocale, textsFor, type Texts } from './texts.ts';
import { appendEvent } from '../events/outbox.ts';
import { passwordChanged } from '../events/accountEvents.ts';

export const forgotPath = `${mountPath}/password/forgot`;
export const resetPath = `${mountPath}/password/reset`;

interface Query {
  /** The login page (interaction uid) the request came from: "back to login" returns there. */
  login?: string;
  lang?: string;
}

const uidPattern = /^[A-Za-z0-9_-]{1,64}$/;
const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(body);

/** "Try again in N minutes" in the customer's language and its plural. */
function waitNotice(t: Texts, locale: string, seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const form = new Intl.PluralRules(locale).select(minutes) === 'one' ? 'one' : 'other';
  return t(`recovery.limited.${form}`, { minutes: String(minutes) });
}

/**
 * Password recovery by e-mail (issue 28, ADR 0047), beside the login page: "Password
 * dimenticata?" asks for the login name and answers the same page, 200, whatever the name, the
 * e-mail leaving afterwards (./recoverySender.ts); the link's page sets a new password once. Both
 * forms are limited per address (in memory) and the request per login name (in the database,
 * counted for any name); past a limit the form itself answers 429 with Retry-After.
 */
export function recoveryRoutes(scope: FastifyInstance, deps: Deps): void {
  const sender = createRecoverySender(deps, scope.log);
  scope.addHook('onClose', async () => {
    await sender.drained();
  });
  const perAddress = scope.createRateLimit({
    timeWindow: recovery.addressWindowMinutes * 60_000,
    max: recovery.requestsPerAddress,
    keyGenerator: (request: FastifyRequest) => `recovery:${request.ip}`,
  });
  const context = (request: FastifyRequest<{ Querystring: Query }>) => {
    const host = request.site;
    const locale = chooseLocale(host, request.query.lang, request.headers.cookie);
    const login = request.query.login;
    const known = login !== undefined && uidPattern.test(login) ? login : undefined;
    const origin = deps.identity.origin(host);
    const query = new URLSearchParams({ ...(known ? { login: known } : {}), lang: locale });
    return {
      host,
      locale,
      t: textsFor(locale),
      back: known ? `${mountPath}/interaction/${known}` : `${origin}/home`,
      action: `${forgotPath}?${query.toString()}`,
      origin,
    };
  };

  scope.get<{ Querystring: Query }>(forgotPath, (request, reply) => {
    const c = context(request);
    return html(reply, 200, requestPage(c.host, c.locale, c.t, { ...c, username: '' }));
  });

  scope.post<{ Querystring: Query; Body: FormBody | undefined }>(
    forgotPath,
    async (request, reply) => {
      const c = context(request);
      const typed = request.body?.['username'];
      const username = typeof typed === 'string' ? typed.trim() : '';
      const shown = { ...c, username: username.slice(0, 64) };
      const address = await perAddress(request);
      if (!address.isAllowed && address.isExceeded) {
        const wait = Math.max(1, address.ttlInSeconds);
        const notice = waitNotice(c.t, c.locale, wait);
        void reply.header('retry-after', String(wait));
        return html(reply, 429, requestPage(c.host, c.locale, c.t, { ...shown, notice }));
      }
      if (username === '' || username.length > 64) {
        const error = c.t('recovery.missing');
        return html(reply, 400, requestPage(c.host, c.locale, c.t, { ...shown, error }));
      }
      const claim = await claimRecoveryRequest(
        deps.db,
        c.host.settings.supplier,
        username,
        deps.now(),
      );
      if (!claim.allowed) {
        const notice = waitNotice(c.t, c.locale, claim.retryAfterSeconds);
        void reply.header('retry-after', String(claim.retryAfterSeconds));
        return html(reply, 429, requestPage(c.host, c.locale, c.t, { ...shown, notice }));
      }
      sender.enqueue({ host: c.host, locale: c.locale, username });
      return html(reply, 200, sentPage(c.host, c.locale, c.t, recovery.linkMinutes, c.back));
    },
  );

  const refused = (reply: FastifyReply, c: ReturnType<typeof context>) =>
    html(
      reply,
      410,
      actionPage(c.host, c.locale, {
        title: c.t('reset.invalid.title'),
        text: c.t('reset.invalid.text'),
        button: c.t('reset.invalid.again'),
        href: `${forgotPath}?lang=${encodeURIComponent(c.locale)}`,
      }),
    );
  const resetAction = (locale: string) => `${resetPath}?lang=${encodeURIComponent(locale)}`;

  scope.get<{ Querystring: Query & { token?: string } }>(resetPath, async (request, reply) => {
    const c = context(request);
    const token = request.query.token ?? '';
    if (!(await recoveryUsable(deps.db, c.host.settings.supplier, token, deps.now()))) {
      return refused(reply, c);
    }
    const form = { action: resetAction(c.locale), token, errors: {} };
    return html(reply, 200, resetPage(c.host, c.locale, c.t, form));
  });

  scope.post<{ Querystring: Query; Body: FormBody | undefined }>(
    resetPath,
    async (request, reply) => {
      const c = context(request);
      const body: unknown = request.body ?? {};
      const typed = (request.body ?? {})['token'];
      const token = typeof typed === 'string' ? typed : '';
      const form = { action: resetAction(c.locale), token, errors: {} };
      const address = await perAddress(request);
      if (!address.isAllowed && address.isExceeded) {
        const wait = Math.max(1, address.ttlInSeconds);
        void reply.header('retry-after', String(wait));
        const notice = waitNotice(c.t, c.locale, wait);
        return html(reply, 429, resetPage(c.host, c.locale, c.t, { ...form, notice }));
      }
      const supplier = c.host.settings.supplier;
      if (!(await recoveryUsable(deps.db, supplier, token, deps.now()))) return refused(reply, c);
      const errors = fieldErrors(body, c.t);
      if (errors.password !== undefined || errors.password_confirmation !== undefined) {
        return html(reply, 400, resetPage(c.host, c.locale, c.t, { ...form, errors }));
      }
      const { password } = body as PasswordReset;
      const now = deps.now();
      // The new password and its event commit together (issue 29); never the password in it.
      const done = await deps.db.transaction(async (tx) => {
        const account = await resetPassword(tx, supplier, token, password, now);
        if (account) {
          await appendEvent(tx, passwordChanged(supplier, c.host.name, account.id, 'reset', now));
        }
        return account;
      });
      if (!done) return refused(reply, c);
      return html(
        reply,
        200,
        actionPage(c.host, c.locale, {
          title: c.t('reset.done.title'),
          text: c.t('reset.done.text'),
          button: c.t('reset.done.login'),
          href: `${c.origin}/home`,
        }),
      );
    },
  );
}

/** The new-password form's errors by field: the schema's rules, then the two the same. */
function fieldErrors(
  body: unknown,
  t: Texts,
): { password?: string | undefined; password_confirmation?: string | undefined } {
  const validate = validatorFor('password-reset.schema.json');
  if (!validate(body)) {
    const fields = new Set(
      (validate.errors ?? []).map((error) =>
        error.instancePath === '' && error.keyword === 'required'
          ? `/${String((error.params as { missingProperty?: string }).missingProperty)}`
          : error.instancePath.split('/').slice(0, 2).join('/'),
      ),
    );
    if (fields.has('/password')) return { password: t('reset.weak') };
    if (fields.has('/password_confirmation')) {
      return { password_confirmation: t('reset.mismatch') };
    }
    return { password: t('reset.weak') };
  }
  const form = body as PasswordReset;
  return form.password === form.password_confirmation
    ? {}
    : { password_confirmation: t('reset.mismatch') };
}
