import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, expectProblem, expectSchema } from './harness.ts';
import { openAreaApp, type AreaApp } from './areaHarness.ts';

/**
 * Issue 18: every customer-area call of spec §7 answers a logged-in customer with its own data
 * in the shape of its schema, refuses a missing, forged or expired token (401), answers another
 * customer's id exactly as a missing one (404), and a malformed id or body with a reason (400).
 */
const giulia = 'alfa:BNCGLI85M52H501X';
const marco = 'alfa:CLMMRC72C15F205K';
const condominium = 'alfa:97712340015';

/** Ids the cases name: Giulia's own, Marco's (another login's), and malformed ones. */
interface Ids {
  mine: string;
  other: string;
}
interface Case {
  call: (ids: Record<string, string>) => InjectOptions;
  schema: string | null;
  /** Ids of Giulia's own resources; then Marco's (404) and malformed ones (400). */
  own: Record<string, string>;
  others?: Record<string, string>;
  malformed?: Record<string, string>;
}

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const customer = { mine: giulia, other: marco } satisfies Ids;

const cases: Record<string, Case> = {
  'GET /api/customer/names': {
    call: () => get('/api/customer/names'),
    schema: 'customer-names.schema.json',
    own: {},
  },
  'GET /api/customer/home/{id}': {
    call: (i) => get(`/api/customer/home/${i.c}`),
    schema: 'customer-home.schema.json',
    own: { c: customer.mine },
    others: { c: customer.other },
    malformed: { c: 'alfa:nobody' },
  },
  'GET /api/customer/profile/{id}': {
    call: (i) => get(`/api/customer/profile/${i.c}`),
    schema: 'customer-profile.schema.json',
    own: { c: condominium },
    others: { c: customer.other },
    malformed: { c: 'BNCGLI85M52H501X' },
  },
  'GET /api/customer/userformsection': {
    call: () => get('/api/customer/userformsection'),
    schema: 'user-form-sections.schema.json',
    own: {},
  },
  'POST /api/customer/save/{id}': {
    call: (i) => ({
      method: 'POST',
      url: `/api/customer/save/${i.c}`,
      payload: JSON.parse(i.body ?? '{}') as object,
    }),
    schema: 'customer-profile.schema.json',
    own: { c: giulia, body: '{"telefono":"+39 06 5550123","bollettaCartacea":false}' },
    others: { c: marco, body: '{"telefono":"+39 06 5550123"}' },
    malformed: { c: giulia, body: '{"telefono":"chiamatemi"}' },
  },
  'GET /api/invoices/info': {
    call: () => get('/api/invoices/info'),
    schema: 'invoices-info.schema.json',
    own: {},
  },
  'GET /api/invoices/new/{id}': {
    call: (i) => get(`/api/invoices/new/${i.c}`),
    schema: 'area-count.schema.json',
    own: { c: giulia },
    others: { c: marco },
    malformed: { c: 'x' },
  },
  'GET /api/document/{id}': {
    call: (i) => get(`/api/document/${i.d}`),
    schema: 'invoice.schema.json',
    own: { d: 'alfa-2026-0003' },
    others: { d: 'alfa-2026-0002' },
    malformed: { d: 'alfa%202026' },
  },
  'GET /api/document/{id}/invoices/{view}': {
    call: (i) => get(`/api/document/${i.c}/invoices/${i.v}`),
    schema: 'invoice-list.schema.json',
    own: { c: giulia, v: 'unpaid' },
    others: { c: marco, v: 'all' },
    malformed: { c: giulia, v: 'everything' },
  },
  'GET /api/document/moreinfo/headers/{id}': {
    call: (i) => get(`/api/document/moreinfo/headers/${i.d}`),
    schema: 'info-rows.schema.json',
    own: { d: 'alfa-2026-0001' },
    others: { d: 'alfa-2026-0008' },
    malformed: { d: '-x' },
  },
  'GET /api/contract/info': {
    call: () => get('/api/contract/info'),
    schema: 'contracts-info.schema.json',
    own: {},
  },
  'GET /api/contract/headers/{id}': {
    call: (i) => get(`/api/contract/headers/${i.c}`),
    schema: 'contract-list.schema.json',
    own: { c: condominium },
    others: { c: marco },
    malformed: { c: 'alfa:' },
  },
  'GET /api/contract/details/headers/{id}': {
    call: (i) => get(`/api/contract/details/headers/${i.k}`),
    schema: 'contract-sections.schema.json',
    own: { k: 'CTR-2019-004518' },
    others: { k: 'CTR-2018-007712' },
    malformed: { k: 'CTR_2019' },
  },
  'GET /api/contract/details/{id}': {
    call: (i) => get(`/api/contract/details/${i.k}`),
    schema: 'contract.schema.json',
    own: { k: 'CTR-2021-033190-IT001E31902251' },
    others: { k: 'CTR-2018-007712' },
    malformed: { k: 'CTR%20x' },
  },
  'GET /api/contract/moreinfo/headers/{id}': {
    call: (i) => get(`/api/contract/moreinfo/headers/${i.k}`),
    schema: 'info-rows.schema.json',
    own: { k: 'CTR-2019-004518' },
    others: { k: 'CTR-2018-007712' },
    malformed: { k: '-' },
  },
  'GET /api/contract/dialog/headers/{id}': {
    call: (i) => get(`/api/contract/dialog/headers/${i.k}`),
    schema: 'contract-dialogs.schema.json',
    own: { k: 'CTR-2019-004518' },
    others: { k: 'CTR-2018-007712' },
    malformed: { k: 'CTR.2019' },
  },
  'GET /api/contract/dialog/{id}/kind/{kind}': {
    call: (i) => get(`/api/contract/dialog/${i.k}/kind/${i.kind}`),
    schema: 'contract-dialog.schema.json',
    own: { k: 'CTR-2019-004518', kind: 'potenza' },
    others: { k: 'CTR-2018-007712', kind: 'autolettura' },
    malformed: { k: 'CTR-2019-004518', kind: 'trasloco' },
  },
  'GET /api/contract/{a}/{b}': {
    call: (i) => get(`/api/contract/${i.c}/${i.p}`),
    schema: 'contract.schema.json',
    own: { c: giulia, p: 'IT002E04518732' },
    others: { c: giulia, p: '00881234567890' },
    malformed: { c: giulia, p: 'IT-002' },
  },
  'GET /api/message/headers': {
    call: () => get('/api/message/headers'),
    schema: 'message-list.schema.json',
    own: {},
  },
  'GET /api/message/{id}': {
    call: (i) => get(`/api/message/${i.m}`),
    schema: 'message.schema.json',
    own: { m: 'giulia:0' },
    others: { m: 'marco:0' },
    malformed: { m: '12abc' },
  },
  'GET /api/message/detail/{id}': {
    call: (i) => get(`/api/message/detail/${i.m}`),
    schema: 'message.schema.json',
    own: { m: 'giulia:1' },
    others: { m: 'marco:0' },
    malformed: { m: '-1' },
  },
  'GET /api/message/new/{id}': {
    call: (i) => get(`/api/message/new/${i.c}`),
    schema: 'area-count.schema.json',
    own: { c: condominium },
    others: { c: marco },
    malformed: { c: 'ALFA:BNCGLI85M52H501X' },
  },
  'GET /api/message/home/{id}': {
    call: (i) => get(`/api/message/home/${i.c}`),
    schema: 'message-list.schema.json',
    own: { c: giulia },
    others: { c: marco },
    malformed: { c: 'x' },
  },
  'DELETE /api/message/{id}': {
    call: (i) => ({ method: 'DELETE', url: `/api/message/${i.m}` }),
    schema: 'message.schema.json',
    own: { m: 'giulia:2' },
    others: { m: 'marco:0' },
    malformed: { m: '1e3' },
  },
  'GET /api/Faq/{id}': {
    call: (i) => get(`/api/Faq/${i.t}`),
    schema: 'faq.schema.json',
    own: { t: 'pagamenti' },
    // Beta's topic: a login of Alfa sees only Alfa's FAQ.
    others: { t: 'autolettura' },
    malformed: { t: 'Pagamenti' },
  },
  'GET /api/Faq/attach/{a}/{b}/{c}': {
    call: (i) => get(`/api/Faq/attach/${i.f}`),
    schema: null,
    own: { f: 'bolletta/leggere-bolletta/guida' },
    others: { f: 'autolettura/autolettura/come-leggere' },
    malformed: { f: 'bolletta/leggere_bolletta/guida' },
  },
};

describe.each(databaseKinds)('the customer area’s calls (%s)', (kind) => {
  let t: AreaApp;
  /** `giulia:<n>` and `marco:<n>` stand for the n-th newest message of each. */
  const messageIds = new Map<string, string>();
  const resolve = (ids: Record<string, string>) =>
    Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, messageIds.get(id) ?? id]));

  beforeAll(async () => {
    t = await openAreaApp(kind);
    for (const [name, account] of [
      ['giulia', giulia],
      ['marco', marco],
    ] as const) {
      const list = await t.call(get('/api/message/headers'), account);
      const messages = list.json<{ messages: { id: string }[] }>().messages;
      messages.forEach((message, index) => messageIds.set(`${name}:${String(index)}`, message.id));
    }
  });
  afterAll(() => t.close());

  it.each(Object.entries(cases))(
    '%s answers a login with its own data, in its schema',
    async (_name, c) => {
      const response = await t.call(c.call(resolve(c.own)), giulia);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toMatch(/no-store/);
      if (c.schema === null) {
        expect(response.headers['content-type']).toBe('application/pdf');
        expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      } else {
        expectSchema(c.schema, response.json());
      }
    },
  );

  it.each(Object.entries(cases))(
    '%s refuses no, forged and expired tokens, another’s ids and malformed ones',
    async (_name, c) => {
      const request = c.call(resolve(c.own));
      expectProblem(await t.call(request, null), 401, 'login-required');
      for (const change of [{ forged: true }, { expiresIn: -60 }]) {
        const token = await t.token(giulia, change);
        const refused = await t.call(
          { ...request, headers: { authorization: `Bearer ${token}` } },
          null,
        );
        expectProblem(refused, 401, 'login-expired');
      }
      if (c.others) {
        const other = await t.call(c.call(resolve(c.others)), giulia);
        expect(expectProblem(other, 404).message).toMatch(/^No \w+ of yours has this id\.$/);
      }
      if (c.malformed) {
        const bad = expectProblem(await t.call(c.call(resolve(c.malformed)), giulia), 400);
        expect(bad.message).not.toBe('');
      }
    },
  );
});
