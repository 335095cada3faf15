import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import type { Problem } from '../http/problem.ts';
import { messagePage } from './pages.ts';
import { chooseLocale, textsFor, type Texts } from './texts.ts';

/**
 * The login and password pages are pages a person opens in a browser: a refusal that comes
 * before their own handlers (a form over the body limit, a field holding a NUL, any limiter
 * that throws 429) would otherwise be the API's problem+json, shown raw (issue 30). A request
 * that accepts text/html gets a page in the login page's look instead, with the same status and
 * Retry-After; any other client keeps the problem (decision 567). A 5xx stays the server's.
 */
export function installPageErrors(scope: FastifyInstance, deps: Deps): void {
  scope.setErrorHandler((error: FastifyError | Problem, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500 || !wantsPage(request)) throw error;
    const host = request.site;
    const query = request.query as Record<string, unknown> | undefined;
    const locale = chooseLocale(host, query?.['lang'], request.headers.cookie);
    const t = textsFor(locale);
    const text = status === 429 ? waitText(t, locale, retryAfter(reply)) : refusalText(t, status);
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(messagePage(host, locale, t, t('refused.title'), text, deps.identity.origin(host)));
  });
}

/** A browser's navigation or form post asks for HTML; fetch() and API clients do not. */
const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

/** The wait a limiter announced (it sets Retry-After before it throws), else a minute. */
function retryAfter(reply: FastifyReply): number {
  const seconds = Number(reply.getHeader('retry-after'));
  if (Number.isFinite(seconds) && seconds > 0) return Math.ceil(seconds);
  void reply.header('retry-after', '60');
  return 60;
}

function waitText(t: Texts, locale: string, seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const form = new Intl.PluralRules(locale).select(minutes) === 'one' ? 'one' : 'other';
  return t(`refused.limited.${form}`, { minutes: String(minutes) });
}

function refusalText(t: Texts, status: number): string {
  if (status === 413) return t('refused.tooLarge');
  return t('refused.invalid');
}
