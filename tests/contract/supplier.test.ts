import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALFA,
  BETA,
  bundles,
  databaseKinds,
  expectProblem,
  expectSchema,
  openTestApp,
  sessionToken,
  type TestApp,
  care,
} from './harness.ts';

/**
 * Spec §7 "Supplier endpoints" that read or change the customer's data, and §5 (profile
 * validation), for both suppliers; the payment calls are in payments.test.ts and what customers
 * send (messaggio, salva_autolettura) in inbox.test.ts.
 */
const suppliers = [
  {
    supplier: 'alfa',
    host: ALFA,
    otherHost: BETA,
    otherBill: 'beta-2026-0001',
    profileBill: 'alfa-2026-0001',
    customer: '0010458321',
    otherCustomer: '0010771204',
    readingBill: 'alfa-2026-0002',
    site: '100771',
  },
  {
    supplier: 'beta',
    host: BETA,
    otherHost: ALFA,
    otherBill: 'alfa-2026-0001',
    profileBill: 'beta-2026-0001',
    customer: 'B-000481',
    otherCustomer: 'B-003301',
    readingBill: 'beta-2026-0006',
    site: 'B-SEDE-5222',
  },
];

/** §4, §7: 1 for an unpaid bill (status 1 or 2), else the status (0, 3, 4), -1 when it has none. */
const verifications: [string, number, string][] = [
  ['alfa-2026-0001', 1, 'status 1 with a debt'],
  ['alfa-2026-0002', 1, 'status 2 with a debt'],
  ['alfa-2026-0003', 4, 'status 4, paid'],
  ['alfa-2026-0004', 1, 'direct debit (RID), unpaid: the bank collects it'],
  ['alfa-2026-0005', 4, 'a credit, status 4'],
  ['alfa-2026-0006', -1, 'no status at all'],
  ['alfa-2026-0007', 3, 'status 3, to be validated'],
  ['beta-2026-0002', 1, 'direct debit (rid, lower case), status 2'],
  ['beta-2026-0003', 0, 'status 0, cancelled'],
  ['beta-2026-0006', 1, 'status 1 with a debt'],
  ['beta-2026-0007', 4, 'a credit, status 4'],
];

describe.each(databaseKinds)('the supplier endpoints (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  describe.each(suppliers)('api_$supplier_…', (s) => {
    const base = `/api/api_${s.supplier}_`;
    const call = (method: 'GET' | 'POST' | 'PUT', path: string, payload?: object, token?: string) =>
      t.app.inject({
        method,
        url: `${base}${path}`,
        headers: { host: s.host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(payload === undefined ? {} : { payload }),
      });

    it.each([
      ['2026-03-19T22:59:59Z', 0, 'the 19th at 23:59:59 in Rome'],
      ['2026-03-19T23:00:00Z', 12, 'the 20th at midnight in Rome (UTC+1)'],
      ['2026-03-31T12:00:00Z', 1, 'the last day of March'],
      ['2026-06-30T21:59:59Z', 1, 'the 30th of June, 23:59:59 in Rome (UTC+2)'],
      ['2026-06-30T22:00:00Z', 0, 'the 1st of July in Rome, still June in UTC'],
      ['2028-02-20T10:00:00Z', 10, 'the 20th of a leap February'],
    ])('get_enterdays at %s answers %i (%s, §9)', async (instant, days) => {
      t.clock.now = new Date(instant);
      try {
        const response = await call('GET', 'get_enterdays');
        expect(response.statusCode).toBe(200);
        expect(response.json()).toBe(days);
      } finally {
        t.clock.now = new Date();
      }
    });

    it('get_enterdays ignores X-Quadro-Today outside the sample server (decision 187)', async () => {
      t.clock.now = new Date('2026-03-10T12:00:00Z');
      try {
        const response = await t.app.inject({
          method: 'GET',
          url: `${base}get_enterdays`,
          headers: { host: s.host, 'x-quadro-today': '2026-03-25' },
        });
        expect(response.json()).toBe(0);
      } finally {
        t.clock.now = new Date();
      }
    });

    it('get_profilo answers the bill’s profile, or one with the customer code', async () => {
      for (const bundle of bundles.filter((b) => b.supplier === s.supplier)) {
        const response = await call('GET', `get_profilo/${t.crypto(bundle.id)}`);
        expect(response.statusCode).toBe(200);
        expectSchema('profile.schema.json', response.json());
        // The level is the server's, from what the profile holds (issue 30, decision 524).
        const profile: Partial<Record<string, unknown>> = { ...bundle.profile };
        const filled = ['email', 'emailFatturazione', 'telefono'].filter(
          (field) => typeof profile[field] === 'string' && profile[field] !== '',
        ).length;
        expect(response.json()).toEqual({
          ...(bundle.profile ?? { idAnagrafica: expect.any(String) as string }),
          livelloCompletezzaProfilo: 1 + filled,
        });
      }
    });

    it('put_profilo answers level 4 once e-mail, billing e-mail and phone are there', async () => {
      const link = t.crypto(s.profileBill);
      const all = {
        idAnagrafica: s.customer,
        email: 'tutto@example.it',
        emailFatturazione: 'bollette@example.it',
        telefono: '+39 333 1234567',
      };
      const complete = await call('PUT', `put_profilo/${link}`, all);
      expect(complete.json()).toMatchObject({ ...all, livelloCompletezzaProfilo: 4 });
      const read = await call('GET', `get_profilo/${link}`);
      expect(read.json()).toMatchObject({ livelloCompletezzaProfilo: 4 });
      const without = await call('PUT', `put_profilo/${link}`, { ...all, telefono: '' });
      expect(without.json()).toMatchObject({ livelloCompletezzaProfilo: 3 });
      const none = { ...all, email: '', emailFatturazione: '', telefono: '' };
      expect((await call('PUT', `put_profilo/${link}`, none)).json()).toMatchObject({
        livelloCompletezzaProfilo: 1,
      });
    });

    it('get_contatti answers an object, or "" as JSON when the bill has none', async () => {
      for (const bundle of bundles.filter((b) => b.supplier === s.supplier)) {
        const response = await call('GET', `get_contatti/${t.crypto(bundle.id)}`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expectSchema('contacts.schema.json', response.json());
        expect(response.json()).toEqual(bundle.contacts ?? '');
      }
    });

    it('put_profilo saves, and get_profilo then answers the change', async () => {
      const link = t.crypto(s.profileBill);
      const change = {
        idAnagrafica: s.customer,
        email: 'nuovo@example.it',
        telefono: '+(39) 06/1234567',
        emailFatturazione: '',
      };
      const saved = await call('PUT', `put_profilo/${link}`, change);
      expect(saved.statusCode).toBe(200);
      expectSchema('profile.schema.json', saved.json());
      expect(saved.json()).toMatchObject(change);
      const read = await call('GET', `get_profilo/${t.crypto(s.profileBill)}`);
      expect(read.json()).toEqual(saved.json());
    });

    it.each([
      ['email', 'mario.rossi'],
      ['email', 'mario@example'],
      ['email', 'mario rossi@example.it'],
      ['emailFatturazione', 'a@@b.it'],
      ['telefono', '333 1234567'],
      ['telefono', '+'],
      ['telefono', '+(12345) 678'],
      ['telefono', '+39 333 abc'],
    ])('put_profilo refuses %s %j with 400 (§5)', async (field, value) => {
      const response = await call('PUT', `put_profilo/${t.crypto(s.profileBill)}`, {
        idAnagrafica: s.customer,
        [field]: value,
      });
      expectProblem(response, 400, 'invalid-request');
    });

    it('put_profilo refuses the idAnagrafica of another customer with 400', async () => {
      const link = t.crypto(s.profileBill);
      const before = (await call('GET', `get_profilo/${link}`)).json<unknown>();
      const response = await call('PUT', `put_profilo/${link}`, {
        idAnagrafica: s.otherCustomer,
        email: 'x@y.it',
      });
      expectProblem(response, 400, 'customer-mismatch');
      expect((await call('GET', `get_profilo/${link}`)).json()).toEqual(before);
    });

    it.each(verifications.filter(([id]) => id.startsWith(s.supplier)))(
      'verifica of %s answers %i (%s)',
      async (id, expected) => {
        const response = await call('GET', `verifica/${t.crypto(id)}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toBe(expected);
      },
    );

    it('is not served on the other supplier’s host, and refuses the other supplier’s bills (404)', async () => {
      const link = t.crypto(s.profileBill);
      const token = await sessionToken(t, s.readingBill);
      const calls = [
        ['GET', 'get_enterdays'],
        ['GET', `get_profilo/${link}`],
        ['GET', `get_contatti/${link}`],
        ['GET', `verifica/${link}`],
        ['PUT', `put_profilo/${link}`, { idAnagrafica: s.customer }],
        ['POST', `messaggio/${link}`, care('Richiesta rimborso')],
        ['POST', 'salva_autolettura', { Idsede: s.site, Segnante: 1 }],
      ] as const;
      for (const [method, path, payload] of calls) {
        const response = await t.app.inject({
          method,
          url: `${base}${path}`,
          headers: { host: s.otherHost, authorization: `Bearer ${token}` },
          ...(payload === undefined ? {} : { payload }),
        });
        expectProblem(response, 404, 'unknown-supplier');
      }
      const foreign = t.crypto(s.otherBill);
      for (const path of [
        `get_profilo/${foreign}`,
        `get_contatti/${foreign}`,
        `verifica/${foreign}`,
      ]) {
        expectProblem(await call('GET', path), 404, 'link-not-found');
      }
      const foreignToken = await sessionToken(t, s.otherBill);
      // A session given for the other supplier's bill is refused as a forged one (issue 12).
      expectProblem(
        await call('POST', 'salva_autolettura', { Idsede: s.site, Segnante: 1 }, foreignToken),
        401,
        'session-expired',
      );
    });
  });
});
