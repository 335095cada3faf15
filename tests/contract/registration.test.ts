import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCustomerArea } from '../../server/area/seed.ts';
import { seedDemoAccounts } from '../../server/identity/accounts.ts';
import { demoAccounts } from '../../server/identity/demoAccounts.ts';
import { withoutRegistrable } from '../../server/registration/demo.ts';
import {
  ALFA,
  BETA,
  bundles,
  databaseKinds,
  expectProblem,
  expectSchema,
  openTestApp,
  type TestApp,
} from './harness.ts';
import { loginAs } from './login.ts';

/**
 * Issue 18 "Registration" (decisions 260-265): a customer of the sample bills without an
 * account (Francesca Ricci, marked registrable in fixtures/customer-area/alfa.json) proves
 * who she is with her bill's data, chooses a password and a profile, accepts, and logs in
 * through the identity provider's real page.
 */
const francesca = {
  codiceCliente: '0010902311',
  codiceFiscale: 'RCCFNC90D62A944T',
  numeroFattura: 'A2026000452',
};
const giulia = {
  codiceCliente: '0010458321',
  codiceFiscale: 'BNCGLI85M52H501X',
  numeroFattura: 'A2026000101',
};
const password = 'Primavera2026';

describe.each(databaseKinds)('registration (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { sandboxes: true });
    const accounts = withoutRegistrable(demoAccounts(bundles));
    await seedDemoAccounts(t.runtime.db, accounts);
    await seedCustomerArea(t.runtime.db, bundles, accounts, t.runtime.blobs);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, host = ALFA) => t.app.inject({ url, headers: { host } });
  const post = (url: string, payload: unknown, host = ALFA) =>
    t.app.inject({
      method: 'POST',
      url: `/api/registration/${url}`,
      headers: { host, 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const verify = async (proof: object) => {
    const answer = await post('verify', proof);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ registrationId: string; username: string }>();
  };
  const profile = (registrationId: string, extra: object = {}) => ({
    registrationId,
    password,
    email: 'francesca.ricci@example.it',
    telefono: '+39 333 1234567',
    contactTime: 'morning',
    ...extra,
  });
  const yes = (registrationId: string) => ({
    registrationId,
    privacy: true,
    terms: true,
    marketing: false,
  });

  it('answers its sections and the contact-time list as data, without a login', async () => {
    expectSchema(
      'registration-header.schema.json',
      (await get('/api/registration/headersection')).json(),
    );
    for (const name of ['verify', 'username', 'acceptance']) {
      const answer = await get(`/api/registration/${name}section`);
      expect(answer.statusCode).toBe(200);
      expectSchema('registration-section.schema.json', answer.json());
    }
    const times = await get('/api/registration/dropdown/contact-time/param/weekdays');
    expect(times.json<{ options: { value: string }[] }>().options.map((o) => o.value)).toEqual([
      'morning',
      'lunch',
      'afternoon',
    ]);
    expectProblem(
      await get('/api/registration/dropdown/province/param/lazio'),
      404,
      'list-not-found',
    );
  });

  it('registers a customer with her bill, and the new account logs in and sees her', async () => {
    const opened = await verify(francesca);
    expect(opened.username).toBe('RCCFNC90D62A944T');
    const section = await get(`/api/registration/profilesection/${opened.registrationId}`);
    expect(section.statusCode).toBe(200);
    expectSchema('registration-section.schema.json', section.json());

    const saved = await post('saveprofile', profile(opened.registrationId));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ profileSaved: boolean }>().profileSaved).toBe(true);
    const done = await post('saveacceptances', yes(opened.registrationId));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ username: 'RCCFNC90D62A944T' });

    const tokens = await loginAs(t.app, ALFA, 'rccfnc90d62a944t', password);
    const names = await t.app.inject({
      url: '/api/customer/names',
      headers: { host: ALFA, authorization: `Bearer ${tokens.access_token}` },
    });
    expect(names.json<{ names: { id: string }[] }>().names.map((n) => n.id)).toEqual([
      'alfa:RCCFNC90D62A944T',
    ]);
    const home = await t.app.inject({
      url: `/api/customer/profile/${encodeURIComponent('alfa:RCCFNC90D62A944T')}`,
      headers: { host: ALFA, authorization: `Bearer ${tokens.access_token}` },
    });
    expect(home.json<{ email: string }>().email).toBe('francesca.ricci@example.it');

    // The id is spent, and the customer is registered now.
    expectProblem(
      await post('saveacceptances', yes(opened.registrationId)),
      410,
      'registration-spent',
    );
    expectProblem(
      await post('saveprofile', profile(opened.registrationId)),
      410,
      'registration-spent',
    );
    expectProblem(await post('verify', francesca), 409, 'already-registered');
  });

  it('refuses a customer who has an account already, after the proof only', async () => {
    expectProblem(await post('verify', giulia), 409, 'already-registered');
    expectProblem(await post('verify', { ...giulia, numeroFattura: 'A2026000102' }), 422);
  });

  it('refuses a wrong proof with one answer that does not say which value was wrong', async () => {
    const wrong = [
      { ...giulia, codiceCliente: '0010458322' },
      { ...giulia, codiceFiscale: 'CLMMRC72C15F205K' },
      { ...giulia, numeroFattura: 'A2026000214' },
    ];
    const messages = new Set<string>();
    for (const proof of wrong) {
      messages.add(
        expectProblem(await post('verify', proof), 422, 'registration-not-verified').message,
      );
    }
    // Another host's customer is not this supplier's.
    messages.add(
      expectProblem(await post('verify', giulia, BETA), 422, 'registration-not-verified').message,
    );
    expect(messages.size).toBe(1);
  });

  it('refuses an expired registration, an unknown one, and acceptances before the profile', async () => {
    const customer = {
      codiceCliente: 'B-002190',
      codiceFiscale: 'RSSNTN81E22B963L',
      numeroFattura: 'B2026010219',
    };
    // Antonio Russo, Beta's registrable customer (fixtures/customer-area/beta.json).
    const early = await post('verify', customer, BETA);
    expect(early.statusCode, early.body).toBe(200);
    const id = early.json<{ registrationId: string }>().registrationId;
    expectProblem(await post('saveacceptances', yes(id), BETA), 409, 'registration-incomplete');
    // Another host does not know it.
    expectProblem(await post('saveprofile', profile(id)), 404, 'registration-not-found');

    const started = t.clock.now;
    t.clock.now = new Date(started.getTime() + 31 * 60_000);
    try {
      expectProblem(await post('saveprofile', profile(id), BETA), 410, 'registration-expired');
      expectProblem(
        await get(`/api/registration/profilesection/${id}`, BETA),
        410,
        'registration-expired',
      );
    } finally {
      t.clock.now = started;
    }
    const unknown = 'A'.repeat(43);
    expectProblem(await post('saveprofile', profile(unknown), BETA), 404, 'registration-not-found');
    expectProblem(await get(`/api/registration/profilesection/${unknown}`, BETA), 404);
    expectProblem(
      await get('/api/registration/profilesection/short', BETA),
      400,
      'invalid-request',
    );
  });

  it.each<[string, string, unknown, RegExp]>([
    [
      'a proof without the bill number',
      'verify',
      { ...giulia, numeroFattura: undefined },
      /numeroFattura/,
    ],
    ['a proof with an unknown field', 'verify', { ...giulia, pod: 'IT001E' }, /unknown field pod/],
    [
      'a fiscal code of 15 characters',
      'verify',
      { ...giulia, codiceFiscale: 'BNCGLI85M52H501' },
      /codiceFiscale/,
    ],
    [
      'a password without digits',
      'saveprofile',
      profile('A'.repeat(43), { password: 'Primaverone' }),
      /password/,
    ],
    [
      'a password of 9 characters',
      'saveprofile',
      profile('A'.repeat(43), { password: 'Prima2026' }),
      /password/,
    ],
    [
      'an e-mail without a domain',
      'saveprofile',
      profile('A'.repeat(43), { email: 'francesca@' }),
      /email/,
    ],
    [
      'a phone without +',
      'saveprofile',
      profile('A'.repeat(43), { telefono: '333 1234567' }),
      /telefono/,
    ],
    [
      'a contact time of no list',
      'saveprofile',
      profile('A'.repeat(43), { contactTime: 'night' }),
      /contactTime/,
    ],
    [
      'privacy not accepted',
      'saveacceptances',
      { ...yes('A'.repeat(43)), privacy: false },
      /privacy/,
    ],
    [
      'no marketing answer',
      'saveacceptances',
      { ...yes('A'.repeat(43)), marketing: undefined },
      /marketing/,
    ],
    ['a body that is not JSON', 'verify', '{"codiceCliente":', /JSON|body/i],
  ])('refuses %s with a 400 that says why', async (_, call, body, reason) => {
    const problem = expectProblem(await post(call, body), 400);
    expect(problem.message).toMatch(reason);
  });

  // Last: it spends this address's tries for the minute.
  it('limits the proofs of one address like the login page (30 a minute)', async () => {
    const wrong = { ...giulia, numeroFattura: 'A2026000999' };
    let status = 0;
    for (let tries = 0; tries <= 30 && status !== 429; tries += 1) {
      status = (await post('verify', wrong)).statusCode;
    }
    const refused = expectProblem(await post('verify', giulia), 429, 'rate-limited');
    expect(refused.message).toMatch(/retry in \d+ seconds/);
  });
});
