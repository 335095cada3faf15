import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../server/identity/demoAccounts.ts';
import { ALFA, databaseKinds, openTestApp, type TestApp, withDemoAccounts } from './harness.ts';
import { browser, loginAs, refresh, silentLogin, startLogin, type Answer } from './login.ts';

/**
 * Issue 27, item 5: sessions die with the password. A password change ends every other grant,
 * refresh token and provider session of the account, and keeps the one it was made from; the
 * provider's session cookie lasts as long as the browser unless the customer asks to be
 * remembered.
 */
const newPassword = 'Nuova-Password-2027';

describe.each(databaseKinds)('sessions and the password (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withDemoAccounts(openTestApp(kind, { sandboxes: true }));
  });
  afterAll(async () => {
    await t.close();
  });

  const changePassword = (accessToken: string, current: string, next: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/customer/password/reset',
      headers: { host: ALFA, authorization: `Bearer ${accessToken}` },
      payload: { current_password: current, password: next, password_confirmation: next },
    });
  const errorOf = (answer: Answer) => (JSON.parse(answer.body) as { error?: string }).error;

  it('ends every other session of the account on a password change, and keeps its own', async () => {
    const login = 'BNCGLI85M52H501X';
    const older = await loginAs(t.app, ALFA, login, demoPassword);
    const other = await loginAs(t.app, ALFA, login, demoPassword);
    const own = await loginAs(t.app, ALFA, login, demoPassword);
    // The other session has used its refresh token once: the rotated one is its current one.
    const rotated = await refresh(t.app, ALFA, other.refresh_token ?? '');
    expect(rotated.status).toBe(200);
    const otherCurrent = (JSON.parse(rotated.body) as { refresh_token: string }).refresh_token;
    // Before the change, the other session's provider cookie logs in silently.
    expect((await silentLogin(other.browser)).get('code')).toBeTruthy();

    const changed = await changePassword(own.access_token, demoPassword, newPassword);
    expect(changed.statusCode).toBe(200);

    const refusedOther = await refresh(t.app, ALFA, otherCurrent);
    expect(refusedOther.status).toBe(400);
    expect(errorOf(refusedOther)).toBe('invalid_grant');
    const refusedOlder = await refresh(t.app, ALFA, older.refresh_token ?? '');
    expect(refusedOlder.status).toBe(400);
    expect(errorOf(refusedOlder)).toBe('invalid_grant');
    const silent = await silentLogin(other.browser);
    expect(silent.get('error')).toBe('login_required');
    expect(silent.get('code')).toBeNull();
    expect((await silentLogin(older.browser)).get('error')).toBe('login_required');

    // The session the change was made from goes on: its refresh token and its cookie.
    const kept = await refresh(t.app, ALFA, own.refresh_token ?? '');
    expect(kept.status).toBe(200);
    expect((await silentLogin(own.browser)).get('code')).toBeTruthy();
    // And the new password opens a new session.
    const again = await loginAs(t.app, ALFA, login, newPassword);
    expect(again.access_token).toBeTruthy();
  });

  it('keeps the sessions of other accounts', async () => {
    const bystander = await loginAs(t.app, ALFA, '97712340015', demoPassword);
    const changer = await loginAs(t.app, ALFA, 'CLMMRC72C15F205K', demoPassword);
    expect((await changePassword(changer.access_token, demoPassword, newPassword)).statusCode).toBe(
      200,
    );
    expect((await refresh(t.app, ALFA, bystander.refresh_token ?? '')).status).toBe(200);
    expect((await silentLogin(bystander.browser)).get('code')).toBeTruthy();
  });

  const sessionCookies = (lines: readonly string[]) =>
    lines.filter((line) => /^_session(\.sig)?=[^;]+/.test(line));

  it('keeps the provider session only while the browser is open, unless remembered', async () => {
    const plain = await loginAs(t.app, ALFA, '97712340015', demoPassword);
    const set = sessionCookies(plain.browser.jar.lines);
    expect(set.length).toBeGreaterThan(0);
    for (const line of set) expect(line).not.toMatch(/;\s*(expires|max-age)=/i);

    const remembered = await loginAs(t.app, ALFA, '97712340015', demoPassword, {
      remember: 'yes',
    });
    const kept = sessionCookies(remembered.browser.jar.lines);
    expect(kept.length).toBeGreaterThan(0);
    for (const line of kept) {
      const expires = /;\s*expires=([^;]+)/i.exec(line)?.[1];
      expect(expires).toBeDefined();
      const days = (Date.parse(expires ?? '') - Date.now()) / 86_400_000;
      // A bounded lifetime: 14 days from the login (docs/operating.md).
      expect(days).toBeGreaterThan(13);
      expect(days).toBeLessThanOrEqual(14);
    }
  });

  it('offers "remember me" on the login page, unticked, in Italian by default', async () => {
    const b = browser(t.app, ALFA);
    const start = await startLogin(b);
    const page = await b.go('GET', start.loginPath);
    expect(page.body).toMatch(/<input[^>]*type="checkbox"[^>]*name="remember"/);
    expect(page.body).not.toMatch(/name="remember"[^>]*checked/);
    expect(page.body).toContain('Ricordami su questo dispositivo');
  });
});
