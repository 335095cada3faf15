import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';

/**
 * A customer's login through the identity provider's real pages, as a browser does it (issue
 * 18): authorization request with PKCE, the login page, the credentials posted, the redirect
 * with a code, the token endpoint. Cookies are kept in a jar, so the interaction's own cookie
 * is what ties the steps together. For the customer-area suites: `loginAs(app, host, …)`.
 */
export interface Tokens {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Sends one request to the app (inject) or a listening server, with `host` as Host header. */
export type Send = (
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: string,
) => Promise<Answer>;

export function transport(
  target: FastifyInstance | string,
  host: string,
  remoteAddress?: string,
): Send {
  if (typeof target !== 'string') {
    return async (method, url, headers, body) => {
      const response = await target.inject({
        method,
        url,
        headers: { host, ...headers },
        ...(remoteAddress === undefined ? {} : { remoteAddress }),
        ...(body === undefined ? {} : { payload: body }),
      });
      const answered: Answer['headers'] = {};
      for (const [name, value] of Object.entries(response.headers)) {
        answered[name] = typeof value === 'number' ? String(value) : value;
      }
      return { status: response.statusCode, headers: answered, body: response.body };
    };
  }
  return (method, url, headers, body) =>
    new Promise((resolve, reject) => {
      const request = httpRequest(
        new URL(url, target),
        { method, headers: { host, ...headers } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => {
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
}

/** A browser's cookies for one host (paths ignored: each cookie's name is unique here). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  /** Every Set-Cookie line received, attributes and all, oldest first. */
  readonly lines: string[] = [];

  take(answer: Answer): void {
    const given = answer.headers['set-cookie'];
    for (const line of given === undefined ? [] : Array.isArray(given) ? given : [given]) {
      this.lines.push(line);
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const gone = /;\s*(max-age=0|expires=Thu, 01 Jan 1970)/i.test(line) || value === '';
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): Record<string, string> {
    if (this.cookies.size === 0) return {};
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }
}

/** A browser on one host: every request with the jar's cookies, every answer's cookies kept. */
export function browser(
  target: FastifyInstance | string,
  host: string,
  jar = new CookieJar(),
  remoteAddress?: string,
) {
  const send = transport(target, host, remoteAddress);
  const go = async (
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string>,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const body = form === undefined ? undefined : new URLSearchParams(form).toString();
    const answer = await send(
      method,
      url,
      {
        ...jar.header(),
        ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' }),
        ...headers,
      },
      body,
    );
    jar.take(answer);
    return answer;
  };
  return { go, jar };
}

export type Browser = ReturnType<typeof browser>;

/** The path and query of an answer's Location (the provider answers absolute URLs). */
export function location(answer: Answer): string {
  const value = answer.headers['location'];
  if (typeof value !== 'string') throw new Error(`no redirect (${answer.status}): ${answer.body}`);
  const url = new URL(value, 'http://relative.invalid');
  return `${url.pathname}${url.search}`;
}

export interface LoginStart {
  /** The login page's path (the interaction URL). */
  loginPath: string;
  verifier: string;
  redirectUri: string;
  state: string;
}

/** GET /api/realm, then the authorization request: answers where the login page is. */
export async function startLogin(
  b: Browser,
  uiLocales?: string,
  extra: Record<string, string> = {},
): Promise<LoginStart> {
  const realm = JSON.parse((await b.go('GET', '/api/realm')).body) as {
    authority: string;
    client_id: string;
    scope: string;
  };
  const origin = realm.authority.replace(/\/oidc$/, '');
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(8).toString('hex');
  const redirectUri = `${origin}/auth/callback`;
  const query = new URLSearchParams({
    client_id: realm.client_id,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: realm.scope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    ...(uiLocales === undefined ? {} : { ui_locales: uiLocales }),
    ...extra,
  });
  const authorize = await b.go('GET', `/oidc/auth?${query.toString()}`);
  return { loginPath: location(authorize), verifier, redirectUri, state };
}

/** Posts the credentials, follows the provider back to the callback, trades the code. */
export async function finishLogin(
  b: Browser,
  start: LoginStart,
  username: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<Tokens> {
  const posted = await b.go('POST', start.loginPath, { username, password, ...extra });
  if (posted.status !== 303) throw new Error(`login refused (${posted.status})`);
  let answer = await b.go('GET', location(posted));
  for (let hops = 0; hops < 5 && !location(answer).startsWith('/auth/callback'); hops += 1) {
    answer = await b.go('GET', location(answer));
  }
  const callback = new URL(location(answer), 'http://relative.invalid');
  const code = callback.searchParams.get('code');
  if (code === null || callback.searchParams.get('state') !== start.state) {
    throw new Error(`no code in ${callback.href}`);
  }
  const token = await b.go('POST', '/oidc/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: start.redirectUri,
    client_id: 'quadro-portal',
    code_verifier: start.verifier,
  });
  if (token.status !== 200) throw new Error(`token endpoint: ${token.status} ${token.body}`);
  return JSON.parse(token.body) as Tokens;
}

/** The whole login of `username` on `host`: its tokens (and the browser, for a logout). */
export async function loginAs(
  target: FastifyInstance | string,
  host: string,
  username: string,
  password: string,
  extra: Record<string, string> = {},
): Promise<Tokens & { browser: Browser }> {
  const b = browser(target, host);
  const start = await startLogin(b);
  const page = await b.go('GET', start.loginPath);
  if (page.status !== 200) throw new Error(`no login page (${page.status}): ${page.body}`);
  return { ...(await finishLogin(b, start, username, password, extra)), browser: b };
}

/**
 * An authorization request with `prompt=none` from `b`'s cookies, followed to the callback: its
 * query (a `code`, or an `error` such as `login_required`).
 */
export async function silentLogin(b: Browser): Promise<URLSearchParams> {
  const start = await startLogin(b, undefined, { prompt: 'none' });
  let path = start.loginPath;
  for (let hops = 0; hops < 5 && !path.startsWith('/auth/callback'); hops += 1) {
    path = location(await b.go('GET', path));
  }
  return new URL(path, 'http://relative.invalid').searchParams;
}

/** Trades a refresh token for new tokens (rotating: the old one is spent). */
export async function refresh(
  target: FastifyInstance | string,
  host: string,
  refreshToken: string,
): Promise<Answer> {
  return browser(target, host).go('POST', '/oidc/token', {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: 'quadro-portal',
  });
}
