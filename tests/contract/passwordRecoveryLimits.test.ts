import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recovery } from '../../server/identity/recoveryStore.ts';
import { ALFA, databaseKinds } from './harness.ts';
import { browser, type Answer } from './login.ts';
import {
  askForLink,
  openRecoveryApp,
  sentTo,
  setupTimeout,
  type RecoveryApp,
} from './recoveryHarness.ts';
import { startTestSmtp, type TestSmtp } from './smtp.ts';

/**
 * Issue 28, password recovery's limits: per login name (known or not, across addresses) and
 * per address, each refusal being the request page itself with 429 and Retry-After, the same
 * for an existing and a missing account; and a server with no mailer answers as one with.
 */
describe.each(databaseKinds)('password recovery limits (%s)', (kind) => {
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

  let address = 0;
  /** A request from a fresh address each time, as an attacker rotating addresses sends. */
  const fromNewAddress = (username: string): Promise<Answer> => {
    address += 1;
    return askForLink(browser(t.app, ALFA, undefined, `198.51.100.${address}`), username);
  };
  /** The page without what the customer typed (echoed in the field). */
  const untyped = (answer: Answer, username: string) => answer.body.replace(username, '…');

  it('limits each login name across addresses, the same for an existing and a missing one', async () => {
    const existing = 'RMNPLA66T04D612W';
    const missing = 'ZZZZZZ00Z00Z000Y';
    for (let i = 0; i < recovery.requestsPerName; i += 1) {
      expect((await fromNewAddress(existing)).status).toBe(200);
      expect((await fromNewAddress(missing)).status).toBe(200);
    }
    const refused = await fromNewAddress(existing);
    const refusedToo = await fromNewAddress(missing);
    expect(refused.status).toBe(429);
    expect(refusedToo.status).toBe(429);
    expect(untyped(refused, existing)).toBe(untyped(refusedToo, missing));
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(recovery.windowMinutes * 60);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('<html lang="it">');
    expect(refused.body).toContain('role="alert"');
    expect(refused.body).toContain('Troppe richieste di recupero della password');
    // The request page itself, in the host's look: the customer can read and go back.
    expect(refused.body).toContain('<label for="username">');
    expect(refused.body).toContain('#0b5394');
    // The name's mails are the ones its requests were allowed, no more.
    await smtp.waitFor(
      () => smtp.messages.filter(sentTo('p.romano@example.it')).length >= recovery.requestsPerName,
    );
    // A later request (this worker's queue is in order) shows no further mail went.
    await fromNewAddress('BNCGLI85M52H501X');
    await smtp.waitFor(sentTo('giulia.bianchi@example.it'));
    expect(smtp.messages.filter(sentTo('p.romano@example.it'))).toHaveLength(
      recovery.requestsPerName,
    );
  });

  it('limits each address, whatever names it tries', async () => {
    const b = browser(t.app, ALFA, undefined, '192.0.2.77');
    for (let i = 0; i < recovery.requestsPerAddress; i += 1) {
      expect((await askForLink(b, `ZZZZZZ00Z00Z${String(100 + i)}X`)).status).toBe(200);
    }
    const refused = await askForLink(b, 'ZZZZZZ00Z00Z999X');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('Troppe richieste di recupero della password');
    // Another address is not held back by this one.
    const other = browser(t.app, ALFA, undefined, '192.0.2.78');
    expect((await askForLink(other, 'ZZZZZZ00Z00Z999X')).status).toBe(200);
  });

  it('asks for the login name beside its field when none is typed', async () => {
    const answer = await askForLink(browser(t.app, ALFA, undefined, '192.0.2.90'), '  ');
    expect(answer.status).toBe(400);
    expect(answer.body).toContain('aria-describedby="username-error" aria-invalid="true"');
    expect(answer.body).toContain(
      '<p class="field-error" id="username-error">Inserisci il codice fiscale o la partita IVA.</p>',
    );
  });
});

describe.each(databaseKinds)('password recovery without a mailer (%s)', (kind) => {
  let t: RecoveryApp;
  beforeAll(async () => {
    t = await openRecoveryApp(kind, undefined);
  }, setupTimeout);
  afterAll(async () => {
    await t.close();
  });

  it('answers the same, and the log says no e-mail could be sent', async () => {
    const b = browser(t.app, ALFA, undefined, '192.0.2.10');
    const existing = await askForLink(b, 'BNCGLI85M52H501X');
    const missing = await askForLink(b, 'ZZZZZZ00Z00Z000Z');
    expect(existing.status).toBe(200);
    expect(existing.body).toBe(missing.body);
    expect(existing.body).toContain('Controlla la tua e-mail');
    await expect
      .poll(() => t.logs.filter((line) => line.includes('no e-mail could be sent')).length)
      .toBe(2);
    const line = t.logs.find((entry) => entry.includes('no e-mail could be sent')) ?? '';
    expect(line).toContain('QUADRO_SMTP_URL');
    // The log never carries the login name (personal data).
    expect(t.logs.join('\n')).not.toContain('BNCGLI85M52H501X');
  });
});
