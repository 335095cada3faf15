import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../server/identity/demoAccounts.ts';
import { buildApp } from '../../server/app.ts';
import { throttle } from '../../server/identity/throttle.ts';
import { openRuntime } from '../../server/runtime.ts';
import {
  ALFA,
  config,
  databaseKinds,
  freshStorage,
  openTestApp,
  testKeys,
  type TestApp,
  withDemoAccounts,
} from './harness.ts';
import { browser, loginAs, location, startLogin, type Answer } from './login.ts';

/**
 * Issue 27, item 8 (the identity provider's part), on a production-like app: the issuer is
 * https (server.json's origin), the sandboxes are off. Logins are throttled per login name as
 * well as per address, and the refusal is the login page; cookies are Secure; switching account
 * needs no script; userinfo is not offered.
 */
describe.each(databaseKinds)('the login of a production host (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withDemoAccounts(openTestApp(kind, { sandboxes: false }));
  });
  afterAll(async () => {
    await t.close();
  });

  let address = 0;
  /** A login post from a fresh address each time, as an attacker rotating addresses sends. */
  const fromNewAddress = async (username: string, password: string): Promise<Answer> => {
    address += 1;
    const b = browser(t.app, ALFA, undefined, `198.51.100.${address % 250}`);
    const start = await startLogin(b);
    return b.go('POST', start.loginPath, { username, password });
  };
  /** Lets a login name's wait end now, as if the time had passed. */
  const waitOver = (username: string) =>
    t.runtime.db.query('UPDATE login_throttle SET blocked_until = now() WHERE username = $1', [
      username,
    ]);

  it('throttles a login name across addresses, with the login page, 429 and Retry-After', async () => {
    const login = 'BNCGLI85M52H501X';
    for (let i = 0; i < throttle.freeFailures; i += 1) {
      expect((await fromNewAddress(login, `guess-${i}`)).status).toBe(401);
    }
    const refused = await fromNewAddress(login, 'guess-again');
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(throttle.firstDelaySeconds);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('<html lang="it">');
    expect(refused.body).toContain('role="alert"');
    expect(refused.body).toContain('Troppi tentativi di accesso');
    // The form is there to try again later.
    expect(refused.body).toContain('name="password"');
    // While the name waits, even its right password is refused (a guess would tell nothing).
    expect((await fromNewAddress(login, demoPassword)).status).toBe(429);
    // A login name nobody has gets the same answers: the throttle tells no account apart.
    const nobody = 'XXXXXX00X00X000X';
    for (let i = 0; i < throttle.freeFailures; i += 1) {
      expect((await fromNewAddress(nobody, `guess-${i}`)).status).toBe(401);
    }
    expect((await fromNewAddress(nobody, 'guess-again')).status).toBe(429);
    // Once the wait is over, the right password logs in and forgets the failures.
    await waitOver(login);
    const session = await loginAs(t.app, ALFA, login, demoPassword);
    for (let i = 0; i < throttle.freeFailures; i += 1) {
      expect((await fromNewAddress(login, `guess-${i}`)).status).toBe(401);
    }
    expect((await fromNewAddress(login, 'guess-again')).status).toBe(429);
    // A new password forgets the failures too: the customer need not wait.
    const next = 'Nuova-Password-2027';
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/password/reset',
      headers: { host: ALFA, authorization: `Bearer ${session.access_token}` },
      payload: { current_password: demoPassword, password: next, password_confirmation: next },
    });
    expect(changed.statusCode).toBe(200);
    expect((await fromNewAddress(login, next)).status).toBe(303);
  });

  it('doubles the wait with each failure, never past its bound', async () => {
    // A name nobody has: the throttle counts it like any other.
    const login = 'RSSMRA80A01H501U';
    const waits: number[] = [];
    for (let i = 0; i < 40 && waits.length < 8; i += 1) {
      const answer = await fromNewAddress(login, `guess-${i}`);
      if (answer.status === 429) {
        waits.push(Number(answer.headers['retry-after']));
        await waitOver(login);
      }
    }
    expect(waits).toHaveLength(8);
    for (let i = 1; i < waits.length; i += 1) {
      expect(waits[i]).toBeGreaterThanOrEqual(waits[i - 1] ?? 0);
      expect(waits[i]).toBeLessThanOrEqual(throttle.maxDelaySeconds);
    }
    // Doubling from the first wait reaches the bound, and stays there.
    expect(waits[1]).toBeGreaterThan(waits[0] ?? 0);
    expect(waits.at(-1)).toBeGreaterThan(throttle.maxDelaySeconds - 5);
  });

  it('marks every login cookie Secure under an https issuer', async () => {
    const discovery = await t.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: ALFA },
    });
    const document = discovery.json<Record<string, unknown>>();
    expect(document['issuer']).toBe(`https://${ALFA}/oidc`);
    // The provider's own addresses follow the issuer, not the plain http it was reached by.
    expect(document['authorization_endpoint']).toBe(`https://${ALFA}/oidc/auth`);
    const tokens = await loginAs(t.app, ALFA, 'CLMMRC72C15F205K', demoPassword, {
      remember: 'yes',
    });
    const lines = tokens.browser.jar.lines;
    for (const name of ['_interaction', '_interaction_resume', '_session']) {
      expect(lines.some((line) => line.startsWith(`${name}=`))).toBe(true);
    }
    for (const line of lines) expect(line).toMatch(/;\s*secure(;|$)/i);
  });

  it('switches account with a page of its own: a form that works without script', async () => {
    const first = await loginAs(t.app, ALFA, 'CLMMRC72C15F205K', demoPassword);
    const b = first.browser;
    const start = await startLogin(b, undefined, { prompt: 'login' });
    const posted = await b.go('POST', start.loginPath, {
      username: '97712340015',
      password: demoPassword,
    });
    expect(posted.status).toBe(303);
    const question = await b.go('GET', location(posted));
    expect(question.status).toBe(200);
    expect(question.body).not.toContain('<script');
    expect(question.headers['content-security-policy']).not.toContain('sha256-');
    expect(question.body).toContain('<html lang="it">');
    expect(question.body).toContain('Cambia account');
    const action = /<form method="post" action="([^"]+)">/.exec(question.body)?.[1] ?? '';
    expect(action).toBe(`https://${ALFA}/oidc/session/end/confirm`);
    expect(question.body).toMatch(/<button[^>]*type="submit"/);
    const fields = Object.fromEntries(
      [...question.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
        (match) => [match[1] ?? '', match[2] ?? ''],
      ),
    );
    // The button posts the form as a browser without script does.
    let answer = await b.go('POST', new URL(action).pathname, fields);
    for (let hops = 0; hops < 5 && !location(answer).startsWith('/auth/callback'); hops += 1) {
      answer = await b.go('GET', location(answer));
    }
    const code = new URL(location(answer), 'http://relative.invalid').searchParams.get('code');
    expect(code).toBeTruthy();
    const token = await b.go('POST', '/oidc/token', {
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: start.redirectUri,
      client_id: 'quadro-portal',
      code_verifier: start.verifier,
    });
    const access = (JSON.parse(token.body) as { access_token: string }).access_token;
    const claims = JSON.parse(
      Buffer.from(access.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims['sub']).toBe('alfa:97712340015');
  });

  it('ends a session that is already gone with a form that posts itself', async () => {
    const b = browser(t.app, ALFA);
    const question = await b.go('GET', '/oidc/session/end?client_id=quadro-portal');
    expect(question.status).toBe(200);
    // Nothing to confirm (decision 523): the server's own script posts it, none inline, and
    // the real button still posts it without script.
    expect(question.body).not.toContain('<script>');
    expect(question.body).toContain('<script src="/identity/auto-submit.js"></script>');
    expect(question.body).toMatch(/<form[^>]*data-auto-submit/);
    expect(question.body).toMatch(/<button[^>]*type="submit"/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(question.body)?.[1] ?? '';
    const done = await b.go('POST', '/oidc/session/end/confirm', { xsrf, logout: 'yes' });
    expect(done.status).toBe(303);
  });

  it('offers no userinfo endpoint, and puts the name in the ID token', async () => {
    const discovery = await t.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: ALFA },
    });
    expect(discovery.json<Record<string, unknown>>()).not.toHaveProperty('userinfo_endpoint');
    const tokens = await loginAs(t.app, ALFA, 'CLMMRC72C15F205K', demoPassword);
    const me = await t.app.inject({
      url: '/oidc/me',
      headers: { host: ALFA, authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(404);
    const id = JSON.parse(
      Buffer.from(tokens.id_token?.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(id['sub']).toBe('alfa:CLMMRC72C15F205K');
    expect(typeof id['name']).toBe('string');
  });
});

describe('the start of a production server behind a proxy', () => {
  const started = async (trustProxy: string | false) => {
    const lines: string[] = [];
    const runtime = await openRuntime({ ...config, ...(await freshStorage('pglite')) });
    const app = await buildApp({
      ...runtime,
      env: testKeys,
      trustProxy,
      logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
    });
    await app.close();
    await runtime.db.close();
    return lines.join('');
  };

  it(
    'warns when an https issuer has no proxy named, and not when one is',
    { timeout: 120_000 },
    async () => {
      const without = await started(false);
      expect(without).toContain(`https://${ALFA}/oidc`);
      expect(without).toContain('QUADRO_TRUST_PROXY');
      expect(await started('127.0.0.1')).not.toContain('QUADRO_TRUST_PROXY');
    },
  );
});
