import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../../server/identity/demoAccounts.ts';
import { recovery } from '../../server/identity/recoveryStore.ts';
import { ALFA, BETA, databaseKinds } from './harness.ts';
import { browser, loginAs, refresh, silentLogin, startLogin } from './login.ts';
import {
  actionOf,
  askForLink,
  linkIn,
  openRecoveryApp,
  sentTo,
  setupTimeout,
  type RecoveryApp,
} from './recoveryHarness.ts';
import { startTestSmtp, type TestSmtp } from './smtp.ts';

/**
 * Issue 28, password recovery by e-mail, against a real SMTP server whose mail is parsed back:
 * "Password dimenticata?" on the login page answers the same whether or not the account
 * exists and mails only an existing one; the link sets a new password once, before it expires;
 * the new password ends every other session.
 */
const newPassword = 'Nuova-Password-2028';

describe.each(databaseKinds)('password recovery by e-mail (%s)', (kind) => {
  let t: RecoveryApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await openRecoveryApp(kind, smtp.url);
  }, setupTimeout);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('links "Password dimenticata?" and "Registrati" from the login page', async () => {
    const b = browser(t.app, ALFA, undefined, '203.0.113.1');
    const start = await startLogin(b);
    const login = await b.go('GET', start.loginPath);
    const uid = start.loginPath.split('/').pop() ?? '';
    expect(login.body).toContain(
      `<a href="/oidc/password/forgot?login=${uid}">Password dimenticata?</a>`,
    );
    expect(login.body).toMatch(
      /Non hai ancora un account\? <a href="[^"]+\/register">Registrati<\/a>/,
    );
    const forgot = await b.go('GET', `/oidc/password/forgot?login=${uid}`);
    expect(forgot.status).toBe(200);
    expect(forgot.body).toContain('<html lang="it">');
    expect(forgot.body).toContain('<label for="username">Codice fiscale o partita IVA</label>');
    expect(forgot.body).not.toContain('<script');
    // "Back to login" returns to the same login page.
    expect(forgot.body).toContain(`href="/oidc/interaction/${uid}"`);
  });

  it('answers an existing and a missing account alike, and mails only the existing one', async () => {
    const b = browser(t.app, ALFA, undefined, '203.0.113.2');
    const before = smtp.messages.length;
    const missing = await askForLink(b, 'ZZZZZZ00Z00Z000Z');
    const existing = await askForLink(b, 'bncgli85m52h501x');
    expect(existing.status).toBe(200);
    expect(missing.status).toBe(existing.status);
    expect(missing.body).toBe(existing.body);
    expect(missing.headers['content-type']).toBe(existing.headers['content-type']);
    expect(missing.headers['set-cookie']).toBe(existing.headers['set-cookie']);
    expect(existing.body).toContain('Controlla la tua e-mail');
    expect(existing.body).toContain(`Il link vale ${recovery.linkMinutes} minuti`);

    const mail = await smtp.waitFor(sentTo('giulia.bianchi@example.it'));
    // One job at a time, in order: the missing name's was done before this mail left.
    expect(smtp.messages.length - before).toBe(1);
    expect(mail.subject).toBe('Scegli una nuova password per Alfa Energia');
    expect(mail.from?.text).toBe('"Alfa Energia" <no-reply@bolletta.alfa-energia.test>');
    const link = linkIn(mail);
    expect(link.pathname).toBe('/oidc/password/reset');
    // The link as a button and as text, in the host's colour; validity; "ignore if not you".
    const html = typeof mail.html === 'string' ? mail.html : '';
    expect(html).toContain('<html lang="it">');
    const href = `href="${link.href.replaceAll('&', '&amp;')}"`;
    expect(html.split(href)).toHaveLength(3);
    expect(html).toContain('#0b5394');
    for (const part of [mail.text ?? '', html]) {
      expect(part).toContain('Gentile Giulia Bianchi,');
      expect(part).toContain('Il link vale 30 minuti e si può usare una sola volta.');
      expect(part).toContain('Se non hai chiesto tu una nuova password, ignora questa e-mail');
    }
  });

  it('sets a new password once: the old one fails, the new one logs in, other sessions end', async () => {
    const login = 'CLMMRC72C15F205K';
    const older = await loginAs(t.app, ALFA, login, demoPassword);
    const b = browser(t.app, ALFA, undefined, '203.0.113.3');
    await askForLink(b, login);
    const link = linkIn(await smtp.waitFor(sentTo('marco.colombo@example.it')));
    const path = `${link.pathname}${link.search}`;
    const form = await b.go('GET', path);
    expect(form.status).toBe(200);
    expect(form.body).toContain('<label for="password">Nuova password</label>');
    expect(form.body).toContain('autocomplete="new-password"');

    // Errors stand beside their field, and spend nothing.
    const token = link.searchParams.get('token') ?? '';
    const weak = await b.go('POST', actionOf(form), {
      token,
      password: 'corta1',
      password_confirmation: 'corta1',
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatch(
      /aria-describedby="password-hint password-error" aria-invalid="true"/,
    );
    expect(weak.body).toContain('<p class="field-error" id="password-error">');
    const different = await b.go('POST', actionOf(form), {
      token,
      password: newPassword,
      password_confirmation: `${newPassword}x`,
    });
    expect(different.status).toBe(400);
    expect(different.body).toContain(
      'id="password_confirmation-error">Le due password non coincidono.',
    );

    const done = await b.go('POST', actionOf(form), {
      token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(done.status).toBe(200);
    expect(done.body).toContain('Password cambiata');

    // The session opened before is over: its refresh token and its provider cookie.
    const refused = await refresh(t.app, ALFA, older.refresh_token ?? '');
    expect(refused.status).toBe(400);
    expect((JSON.parse(refused.body) as { error: string }).error).toBe('invalid_grant');
    expect((await silentLogin(older.browser)).get('error')).toBe('login_required');
    await expect(loginAs(t.app, ALFA, login, demoPassword)).rejects.toThrow(/401/);
    expect((await loginAs(t.app, ALFA, login, newPassword)).access_token).toBeTruthy();

    // The link is spent: its page and its form refuse it.
    const again = await b.go('GET', path);
    expect(again.status).toBe(410);
    expect(again.body).toContain('Link non più valido');
    const reused = await b.go('POST', actionOf(form), {
      token,
      password: 'Altra-Password-2029',
      password_confirmation: 'Altra-Password-2029',
    });
    expect(reused.status).toBe(410);
    await expect(loginAs(t.app, ALFA, login, 'Altra-Password-2029')).rejects.toThrow(/401/);
  });

  it('refuses a link past its expiry, and the password stays', async () => {
    const login = 'GLLRSO64A55A509J';
    const b = browser(t.app, BETA, undefined, '203.0.113.4');
    await askForLink(b, login);
    const link = linkIn(await smtp.waitFor(sentTo('rosa.gallo@example.it')));
    const path = `${link.pathname}${link.search}`;
    const form = await b.go('GET', path);
    expect(form.status).toBe(200);
    t.clock.now = new Date(Date.now() + (recovery.linkMinutes + 1) * 60_000);
    try {
      expect((await b.go('GET', path)).status).toBe(410);
      const late = await b.go('POST', actionOf(form), {
        token: link.searchParams.get('token') ?? '',
        password: newPassword,
        password_confirmation: newPassword,
      });
      expect(late.status).toBe(410);
      expect(late.body).toContain('è scaduto o è già stato usato');
    } finally {
      t.clock.now = new Date();
    }
    expect((await loginAs(t.app, BETA, login, demoPassword)).access_token).toBeTruthy();
  });

  it('speaks the language the login page was in, in the page and the e-mail', async () => {
    const b = browser(t.app, ALFA, undefined, '203.0.113.5');
    const sent = await askForLink(b, 'RMNPLA66T04D612W', '?lang=de');
    expect(sent.body).toContain('<html lang="de">');
    expect(sent.body).toContain('Prüfen Sie Ihre E-Mails');
    const mail = await smtp.waitFor(sentTo('p.romano@example.it'));
    expect(mail.subject).toBe('Neues Passwort für Alfa Energia wählen');
    const link = linkIn(mail);
    expect(link.searchParams.get('lang')).toBe('de');
    const form = await b.go('GET', `${link.pathname}${link.search}`);
    expect(form.body).toContain('<label for="password">Neues Passwort</label>');
  });
});
