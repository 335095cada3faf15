import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../server/identity/demoAccounts.ts';
import {
  ALFA,
  BETA,
  databaseKinds,
  expectProblem,
  openTestApp,
  type TestApp,
  withDemoAccounts,
} from './harness.ts';
import { browser, finishLogin, loginAs, location, refresh, startLogin } from './login.ts';

/**
 * Issue 18: each host's OpenID Connect provider, in demo mode (keys in the database), driven as
 * the page's client drives it: discovery, the authorization code login with PKCE through the
 * real login page, the access token on /api/menu, refresh, logout.
 */
const giulia = 'BNCGLI85M52H501X';
const betaCustomer = '06123450634';

describe.each(databaseKinds)('the identity provider (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withDemoAccounts(openTestApp(kind, { sandboxes: true }));
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes its discovery document under /oidc of the host, with PKCE S256', async () => {
    const realm = await t.app.inject({ url: '/api/realm', headers: { host: ALFA } });
    expect(realm.json()).toEqual({
      authority: `http://${ALFA}/oidc`,
      client_id: 'quadro-portal',
      scope: 'openid profile offline_access',
    });
    const response = await t.app.inject({
      url: '/oidc/.well-known/openid-configuration',
      headers: { host: ALFA },
    });
    expect(response.statusCode).toBe(200);
    const discovery = response.json<Record<string, unknown>>();
    expect(discovery['issuer']).toBe(`http://${ALFA}/oidc`);
    expect(discovery['code_challenge_methods_supported']).toEqual(['S256']);
    expect(discovery['authorization_endpoint']).toBe(`http://${ALFA}/oidc/auth`);
  });

  it('logs a demo customer in through the login page, and the token opens /api/menu', async () => {
    const tokens = await loginAs(t.app, ALFA, giulia, demoPassword);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();
    const menu = await t.app.inject({
      url: '/api/menu?lang=en',
      headers: { host: ALFA, authorization: `Bearer ${tokens.access_token}` },
    });
    expect(menu.statusCode).toBe(200);
    const items = menu.json<{ items: { label: string; path?: string; action: string }[] }>().items;
    expect(items[0]).toEqual({ label: 'Home', action: 'path', path: '/home' });
    expect(items.at(-1)).toEqual({ label: 'Log out', action: 'logout' });
    const payload = JSON.parse(
      Buffer.from(tokens.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(payload).toMatchObject({ sub: `alfa:${giulia}`, aud: 'quadro-api', supplier: 'alfa' });
  });

  it('shows the login page in the asked language, and a wrong password gets no code', async () => {
    const b = browser(t.app, ALFA);
    const start = await startLogin(b, 'de');
    const page = await b.go('GET', start.loginPath);
    expect(page.body).toContain('<html lang="de">');
    // The server's own Content Security Policy: no script at all on the login page.
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('<label for="username">Steuernummer oder USt-IdNr.</label>');
    const wrong = await b.go('POST', start.loginPath, { username: giulia, password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers['location']).toBeUndefined();
    expect(wrong.body).toContain('role="alert"');
    const unknown = await b.go('POST', start.loginPath, {
      username: 'XXXXXX00X00X000X',
      password: 'nope',
    });
    // The same answer whether the account exists or not.
    expect(unknown.body.replace(/value="[^"]*"/g, '')).toBe(
      wrong.body.replace(/value="[^"]*"/g, ''),
    );
    // The same interaction still logs in with the right password.
    const tokens = await finishLogin(b, start, giulia, demoPassword);
    expect(tokens.access_token).toBeTruthy();
  });

  it('refuses a login post without the interaction cookie (another site)', async () => {
    const b = browser(t.app, ALFA);
    const start = await startLogin(b);
    const stranger = browser(t.app, ALFA);
    const posted = await stranger.go('POST', start.loginPath, {
      username: giulia,
      password: demoPassword,
    });
    expect(posted.status).toBe(400);
    expect(posted.headers['location']).toBeUndefined();
  });

  it('refreshes a token, rotating the refresh token', async () => {
    const tokens = await loginAs(t.app, ALFA, giulia, demoPassword);
    const first = await refresh(t.app, ALFA, tokens.refresh_token ?? '');
    expect(first.status).toBe(200);
    const renewed = JSON.parse(first.body) as { access_token: string; refresh_token: string };
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    const menu = await t.app.inject({
      url: '/api/menu',
      headers: { host: ALFA, authorization: `Bearer ${renewed.access_token}` },
    });
    expect(menu.statusCode).toBe(200);
  });

  it('takes a spent refresh token again for 30 s, then revokes the login on its use', async () => {
    const tokens = await loginAs(t.app, ALFA, giulia, demoPassword);
    const spent = tokens.refresh_token ?? '';
    const first = await refresh(t.app, ALFA, spent);
    expect(first.status).toBe(200);
    // The page that asked navigated before the answer came: the next page sends the old token.
    const again = await refresh(t.app, ALFA, spent);
    expect(again.status).toBe(200);
    const current = JSON.parse(again.body) as { access_token: string; refresh_token: string };
    expect(current.refresh_token).not.toBe(spent);
    const menu = await t.app.inject({
      url: '/api/menu',
      headers: { host: ALFA, authorization: `Bearer ${current.access_token}` },
    });
    expect(menu.statusCode).toBe(200);
    // Past the interval (its first use moved back 31 s), a use of the spent token is a replay:
    // refused, and the whole login with it, the token the page holds now included.
    await t.runtime.db.query(
      `UPDATE oidc_models SET payload = payload || jsonb_build_object('consumed',
         (payload->>'consumed')::bigint - 31) WHERE model = 'RefreshToken' AND id = $1`,
      [spent],
    );
    const replay = await refresh(t.app, ALFA, spent);
    expect(replay.status).toBe(400);
    expect(JSON.parse(replay.body)).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(t.app, ALFA, current.refresh_token)).status).toBe(400);
  });

  it('refuses a missing, forged or other host’s token with a 401 problem', async () => {
    const beta = await loginAs(t.app, BETA, betaCustomer, demoPassword);
    const alfa = await loginAs(t.app, ALFA, giulia, demoPassword);
    const [head, body] = alfa.access_token.split('.');
    const cases: [Record<string, string>, string][] = [
      [{}, 'login-required'],
      [{ authorization: `Bearer ${beta.access_token}` }, 'login-expired'],
      [{ authorization: `Bearer ${head}.${body}.AAAA` }, 'login-expired'],
    ];
    for (const [headers, code] of cases) {
      const response = await t.app.inject({
        url: '/api/menu',
        headers: { host: ALFA, ...headers },
      });
      expectProblem(response, 401, code);
    }
  });

  it('asks before a logout whose request carries no ID token of the session', async () => {
    const tokens = await loginAs(t.app, ALFA, giulia, demoPassword);
    const b = tokens.browser;
    const query = new URLSearchParams({
      post_logout_redirect_uri: `http://${ALFA}/`,
      client_id: 'quadro-portal',
    });
    const question = await b.go('GET', `/oidc/session/end?${query.toString()}`);
    expect(question.status).toBe(200);
    expect(question.body).toContain('Vuoi uscire dall&#39;area clienti?');
    expect(question.body).not.toContain('<script');
  });

  it('logs out through end_session, back to the portal, and the session is gone', async () => {
    const tokens = await loginAs(t.app, ALFA, giulia, demoPassword);
    const b = tokens.browser;
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `http://${ALFA}/`,
      client_id: 'quadro-portal',
    });
    const question = await b.go('GET', `/oidc/session/end?${query.toString()}`, undefined, {
      cookie: `${b.jar.header()['cookie'] ?? ''}; quadro_lang=de`,
    });
    expect(question.status).toBe(200);
    // Issue 30: the hint proves the session, so the page posts the logout at once, by the
    // server's own script file (no inline script), rather than asking a second time.
    expect(question.body).toContain('data-auto-submit');
    expect(question.body).toContain('<input type="hidden" name="logout" value="yes"/>');
    expect(question.body).toContain('<script src="/identity/auto-submit.js"></script>');
    const script = await t.app.inject({ url: '/identity/auto-submit.js', headers: { host: ALFA } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('form[data-auto-submit]');
    // The provider's own pages get the server's headers too.
    expect(question.headers['content-security-policy']).toContain("script-src 'self'");
    // In the language the page chose (its quadro_lang cookie).
    expect(question.body).toContain('<html lang="de">');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(question.body)?.[1] ?? '';
    const action = /action="([^"]+)"/.exec(question.body)?.[1] ?? '';
    const confirmed = await b.go('POST', new URL(action).pathname, { xsrf, logout: 'yes' });
    expect(confirmed.headers['location']).toBe(`http://${ALFA}/`);
    // With the session gone, a new authorization asks for the login again.
    const again = await startLogin(b);
    expect(again.loginPath).toMatch(/^\/oidc\/interaction\//);
    expect((await refresh(t.app, ALFA, tokens.refresh_token ?? '')).status).toBe(400);
    expect(location(confirmed)).toBe('/');
  });
});

describe.each(databaseKinds)('the login form’s rate limit (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { sandboxes: true });
    for (const host of t.runtime.hosts.all) {
      host.server = { ...host.server, identity: { loginsPerMinutePerAddress: 2 } };
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 to an address past its login posts of the minute, as the login page', async () => {
    const b = browser(t.app, ALFA);
    const start = await startLogin(b);
    const post = () => b.go('POST', start.loginPath, { username: giulia, password: 'guess' });
    expect((await post()).status).toBe(401);
    expect((await post()).status).toBe(401);
    const refused = await post();
    expect(refused.status).toBe(429);
    // Issue 27: the login page in the host's language, not a JSON problem.
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('<html lang="it">');
    expect(refused.body).toContain('Troppi tentativi di accesso');
    expect(refused.body).toContain(`action="${start.loginPath}"`);
  });
});
