import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCustomerArea } from '../../server/area/seed.ts';
import { seedDemoAccounts } from '../../server/identity/accounts.ts';
import { demoAccounts, demoPassword } from '../../server/identity/demoAccounts.ts';
import { issueRecovery } from '../../server/identity/recoveryStore.ts';
import { withoutRegistrable } from '../../server/registration/demo.ts';
import { ALFA, BETA, bundles, databaseKinds, openTestApp, type TestApp } from './harness.ts';
import { eventsOf } from './events.ts';
import { loginAs } from './login.ts';
import { openRecoveryApp, type RecoveryApp } from './recoveryHarness.ts';

/**
 * What a supplier is told of its customers' logins (issue 29): a password changed (logged in,
 * or through a recovery link) and an account registered, each exactly one event in the
 * action's transaction, never the password; a refused action tells nothing.
 */
const newPassword = 'Autunno-2027-nuova';
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(databaseKinds)('password events (%s)', (kind) => {
  let t: RecoveryApp;
  beforeAll(async () => {
    t = await openRecoveryApp(kind, undefined);
  });
  afterAll(() => t.close());
  const ofAccount = (id: string) => (e: { data: Record<string, unknown> }) =>
    e.data['accountId'] === id;

  it('a logged-in change is one password.changed (change); a wrong current one is none', async () => {
    const account = 'alfa:BNCGLI85M52H501X';
    const { access_token: token } = await loginAs(t.app, ALFA, 'BNCGLI85M52H501X', demoPassword);
    const change = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/customer/password/reset',
        headers: { host: ALFA, authorization: `Bearer ${token}` },
        payload: {
          current_password: current,
          password: newPassword,
          password_confirmation: newPassword,
        },
      });
    const wrong = await change('Non-la-mia-2026');
    expect(wrong.statusCode).toBe(400);
    expect(await eventsOf(t, 'password.changed', ofAccount(account))).toEqual([]);
    const done = await change(demoPassword);
    expect(done.statusCode, done.body).toBe(200);
    const events = await eventsOf(t, 'password.changed', ofAccount(account));
    expect(events.map((e) => [e.supplier, e.host, e.orderingKey, e.data])).toEqual([
      ['alfa', ALFA, `account:${account}`, { accountId: account, how: 'change' }],
    ]);
    expect(JSON.stringify(events)).not.toContain(newPassword);
  });

  it('a recovery reset is one password.changed (reset); a spent link is none', async () => {
    const account = { id: 'beta:GLLRSO64A55A509J', supplier: 'beta', username: 'GLLRSO64A55A509J' };
    const token = await issueRecovery(
      t.runtime.db,
      { ...account, name: 'Rosa Gallo' },
      t.clock.now,
    );
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/oidc/password/reset?lang=it',
        headers: { host: BETA, 'content-type': 'application/x-www-form-urlencoded' },
        payload: form({ token, password: newPassword, password_confirmation: newPassword }),
      });
    expect((await reset()).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(410);
    const events = await eventsOf(t, 'password.changed', ofAccount(account.id));
    expect(events.map((e) => [e.supplier, e.host, e.orderingKey, e.data])).toEqual([
      ['beta', BETA, `account:${account.id}`, { accountId: account.id, how: 'reset' }],
    ]);
    expect(JSON.stringify(events)).not.toContain(token);
  });
});

describe.each(databaseKinds)('registration events (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { sandboxes: true });
    const accounts = withoutRegistrable(demoAccounts(bundles));
    await seedDemoAccounts(t.runtime.db, accounts);
    await seedCustomerArea(t.runtime.db, bundles, accounts, t.runtime.blobs);
  });
  afterAll(() => t.close());
  const post = (url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/registration/${url}`,
      headers: { host: ALFA },
      payload,
    });

  it('a finished registration is one account.registered; accepting again is none', async () => {
    const opened = await post('verify', {
      codiceCliente: '0010902311',
      codiceFiscale: 'RCCFNC90D62A944T',
      numeroFattura: 'A2026000452',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { registrationId } = opened.json<{ registrationId: string }>();
    const saved = await post('saveprofile', {
      registrationId,
      password: 'Primavera2026',
      email: 'francesca.ricci@example.it',
      telefono: '+39 333 1234567',
      contactTime: 'morning',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const yes = { registrationId, privacy: true, terms: true, marketing: false };
    expect((await post('saveacceptances', yes)).statusCode).toBe(200);
    expect((await post('saveacceptances', yes)).statusCode).toBe(410);
    const events = await eventsOf(t, 'account.registered');
    expect(events.map((e) => [e.supplier, e.host, e.orderingKey, e.data])).toEqual([
      [
        'alfa',
        ALFA,
        'account:alfa:RCCFNC90D62A944T',
        {
          accountId: 'alfa:RCCFNC90D62A944T',
          customerId: 'alfa:RCCFNC90D62A944T',
          customerCode: '0010902311',
          username: 'RCCFNC90D62A944T',
          email: 'francesca.ricci@example.it',
          phone: '+39 333 1234567',
          acceptances: { privacy: true, terms: true, marketing: false },
        },
      ],
    ]);
    expect(JSON.stringify(events)).not.toContain('Primavera2026');
  });
});
