import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCredentials } from '../../server/identity/accounts.ts';
import { demoPassword } from '../../server/identity/demoAccounts.ts';
import { databaseKinds, expectProblem, expectSchema, withDemoAccounts } from './harness.ts';
import { openAreaApp, type AreaApp } from './areaHarness.ts';

/**
 * Issue 18, the contacts page and the password (decisions 270-274): GET /api/contacts, POST
 * /api/contacts/sendemail/{id} and PUT /api/customer/password/reset, with the area's rules:
 * a token or 401, one's own customer or 404, a well-formed body or 400 with the reason.
 */
const giulia = 'alfa:BNCGLI85M52H501X';
const condominium = 'alfa:97712340015';
const marco = 'alfa:CLMMRC72C15F205K';

const pdf = (bytes: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]).toString('base64');
const request = (extra: object = {}) => ({
  category: 'Richiesta Estratto conto/stato pagamenti',
  subject: 'Estratto conto 2026',
  description: 'Vorrei l’estratto conto dei pagamenti del 2026.',
  ...extra,
});
const send = (customer: string, payload: unknown): InjectOptions => ({
  method: 'POST',
  url: `/api/contacts/sendemail/${customer}`,
  payload: payload as object,
});
const change = (payload: object, method: 'PUT' | 'POST' = 'PUT'): InjectOptions => ({
  method,
  url: '/api/customer/password/reset',
  payload,
});

describe.each(databaseKinds)('contacts and password of the customer area (%s)', (kind) => {
  let t: AreaApp;
  beforeAll(async () => {
    t = await withDemoAccounts(openAreaApp(kind));
  });
  afterAll(() => t.close());

  it('answers the host’s contact channels in their schema', async () => {
    const response = await t.call({ method: 'GET', url: '/api/contacts' }, giulia);
    expect(response.statusCode, response.body).toBe(200);
    expectSchema('contacts-info.schema.json', response.json());
    expect(response.json()).toMatchObject({
      supplierName: 'Alfa Energia',
      phones: [{ kind: 'toll-free', number: '800 123 456' }, expect.anything()],
    });
  });

  it('keeps a request with its attachment and acknowledges it in the customer’s messages', async () => {
    const payload = request({
      category: 'Evidenza pagamento',
      subject: 'Pagamento di marzo',
      files: [{ name: 'ricevuta.pdf', content: pdf(2048) }],
    });
    const sent = await t.call(send(condominium, payload), giulia);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toBe(1);
    const [stored] = await t.runtime.db.query<{ id: string; routing: unknown; files: number }>(
      `SELECT r.id::text AS id, r.routing,
              (SELECT count(*)::int FROM contact_request_files f WHERE f.request_id = r.id) AS files
         FROM contact_requests r WHERE r.customer_id = $1`,
      [condominium],
    );
    expect(stored).toMatchObject({
      files: 1,
      routing: { priority: 'High', owner: 'Pagamenti_AT' },
    });
    const list = await t.call({ method: 'GET', url: `/api/message/home/${condominium}` }, giulia);
    const newest = list.json<{ messages: { subject: string; read: boolean }[] }>().messages[0];
    expect(newest).toEqual(
      expect.objectContaining({
        subject: `Abbiamo ricevuto la tua richiesta n. ${stored?.id ?? ''}`,
        read: false,
      }),
    );
  });

  it('refuses no, forged and expired tokens before anything else', async () => {
    for (const call of [
      { method: 'GET', url: '/api/contacts' } as const,
      send(giulia, { nonsense: true }),
      change({}),
    ]) {
      expectProblem(await t.call(call, null), 401, 'login-required');
      for (const token of [
        await t.token(giulia, { forged: true }),
        await t.token(giulia, { expiresIn: -60 }),
      ]) {
        const refused = await t.call(
          { ...call, headers: { authorization: `Bearer ${token}` } },
          null,
        );
        expectProblem(refused, 401, 'login-expired');
      }
    }
  });

  it('answers another login’s customer or contract as a missing one', async () => {
    expectProblem(await t.call(send(marco, request()), giulia), 404, 'customer-not-found');
    const other = request({ contractId: 'CTR-NOT-GIULIAS' });
    expectProblem(await t.call(send(giulia, other), giulia), 404, 'contract-not-found');
  });

  it.each<[string, unknown, RegExp]>([
    ['an unknown field', request({ priority: 'High' }), /must NOT have additional properties/],
    ['a blank subject', request({ subject: '   ' }), /subject must match pattern/],
    ['a category of no list', request({ category: 'Reclamo' }), /category must be equal to one of/],
    [
      'no description',
      { category: 'Richiesta rimborso', subject: 'x' },
      /must have required property 'description'/,
    ],
  ])('refuses %s with the reason', async (_name, payload, reason) => {
    const refused = expectProblem(
      await t.call(send(giulia, payload), giulia),
      400,
      'invalid-request',
    );
    expect(refused.message).toMatch(reason);
  });

  it('refuses proof of payment without its attachment ("allegato ko")', async () => {
    const refused = await t.call(send(giulia, request({ category: 'Evidenza pagamento' })), giulia);
    expect(expectProblem(refused, 400, 'attachment-missing').message).toMatch(/allegato ko/);
  });

  it('refuses an attachment over 2,097,152 bytes ("allegato peso") and keeps nothing', async () => {
    const files = [{ name: 'grande.pdf', content: pdf(2_097_153) }];
    const refused = await t.call(send(giulia, request({ files })), giulia);
    expect(expectProblem(refused, 413, 'attachment-too-large').message).toMatch(/allegato peso/);
    const rows = await t.runtime.db.query('SELECT 1 FROM contact_requests WHERE customer_id = $1', [
      giulia,
    ]);
    expect(rows).toEqual([]);
  });

  describe('the password', () => {
    const next = 'Nuova-Password-2027';
    const body = (current: string, password: string, confirmation = password) => ({
      current_password: current,
      password,
      password_confirmation: confirmation,
    });

    it.each<[string, object, number, string]>([
      ['a short one', body(demoPassword, 'abc123'), 400, 'invalid-request'],
      ['one without digits', body(demoPassword, 'solamente-lettere'), 400, 'invalid-request'],
      [
        'a confirmation that differs',
        body(demoPassword, next, `${next}x`),
        400,
        'password-mismatch',
      ],
      ['the current one again', body(demoPassword, demoPassword), 400, 'password-unchanged'],
      ['a wrong current one', body('Sbagliata-0000', next), 400, 'current-password-wrong'],
      ['an unknown field', { ...body(demoPassword, next), old: 'x' }, 400, 'invalid-request'],
    ])('refuses %s with the reason', async (_name, payload, status, code) => {
      expectProblem(await t.call(change(payload), marco), status, code);
    });

    it('changes it, so only the new one logs in; a POST with _method PUT does the same', async () => {
      const changed = await t.call(change(body(demoPassword, next)), marco);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(
        await checkCredentials(t.runtime.db, 'alfa', 'CLMMRC72C15F205K', demoPassword),
      ).toBeUndefined();
      expect(await checkCredentials(t.runtime.db, 'alfa', 'CLMMRC72C15F205K', next)).toMatchObject({
        id: marco,
      });
      const back = { ...body(next, demoPassword), _method: 'PUT' };
      expectProblem(
        await t.call(change(body(next, demoPassword), 'POST'), marco),
        400,
        'invalid-request',
      );
      expect((await t.call(change(back, 'POST'), marco)).statusCode).toBe(200);
      expect(
        await checkCredentials(t.runtime.db, 'alfa', 'CLMMRC72C15F205K', demoPassword),
      ).toMatchObject({ id: marco });
    });
  });
});
