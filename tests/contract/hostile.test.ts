import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careRouting } from '../../src/domain/customerCare.ts';
import { listOutcomes } from '../../server/payments/store.ts';
import {
  ALFA,
  BETA,
  databaseKinds,
  expectProblem,
  openTestApp,
  startNexiPayment,
  type TestApp,
} from './harness.ts';
import { beta64, startPayment } from './worldlineHarness.ts';

/**
 * Issue 12, item 2: text the database cannot store (a NUL, a lone UTF-16 surrogate) and bodies
 * nested deeper than any call needs are a 400 with a reason, never a 500. An ordinary call
 * stores nothing; a payment outcome or webhook is kept all the same, as evidence.
 */
const NUL = '\u0000';
const LONE = '\udc00';
/** 10,000 nested arrays: about 20 KB, within every body limit. */
const DEEP = '['.repeat(10_000) + ']'.repeat(10_000);
/** A JSON body text with `hostile` as the raw JSON value of `field` in `valid`. */
/**
 * A notification refused before its proof was verified, as kept (issue 27, decision 370):
 * whole up to 4 KiB of JSON, else its start, size and SHA-256.
 */
const keptUnverified = (raw: unknown): unknown => {
  const text = JSON.stringify(raw);
  const bytes = Buffer.byteLength(text);
  if (bytes <= 4096) return raw;
  const sha256 = createHash('sha256').update(text).digest('hex');
  return { truncated: { bytes, sha256, start: text.slice(0, 1024) } };
};

const withRaw = (valid: object, field: string, hostile: string): string =>
  JSON.stringify({ ...valid, [field]: '__HOSTILE__' }).replace('"__HOSTILE__"', hostile);
/** A JSON body text with the string `text` (escaped as JSON.stringify escapes it) in `field`. */
const withText = (valid: object, field: string, text: string): string =>
  withRaw(valid, field, JSON.stringify(`ok${text}ok`));

const care = {
  description: 'Buongiorno.',
  category: 'Richiesta rimborso',
  ...careRouting('Richiesta rimborso'),
};

interface Ordinary {
  name: string;
  method: 'POST' | 'PUT';
  host: string;
  bill: string;
  path: (link: string) => string;
  valid: object;
  /** Text fields it stores. */
  fields: string[];
}

const ordinary: Ordinary[] = [
  {
    name: 'sendemail',
    method: 'POST',
    host: ALFA,
    bill: 'alfa-2026-0001',
    path: (link) => `/api/bollettainterattiva/sendemail/${link}`,
    valid: {
      oggetto: 'Rimborso',
      messaggio: 'Vorrei un rimborso.',
      allegato: 'AAAA',
      allegato_nome: 'a.pdf',
    },
    fields: ['oggetto', 'messaggio', 'allegato_nome'],
  },
  {
    name: 'api_alfa_messaggio',
    method: 'POST',
    host: ALFA,
    bill: 'alfa-2026-0002',
    path: (link) => `/api/api_alfa_messaggio/${link}`,
    valid: { ...care, email: 'a@b.it' },
    fields: ['description', 'email'],
  },
  {
    name: 'api_beta_put_profilo',
    method: 'PUT',
    host: BETA,
    bill: 'beta-2026-0004',
    path: (link) => `/api/api_beta_put_profilo/${link}`,
    valid: { idAnagrafica: 'B-003301', email: 'a@b.it' },
    fields: ['email', 'telefono'],
  },
];

describe.each(databaseKinds)('hostile inputs (%s)', (kind) => {
  let t: TestApp;
  let bills = 0;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  const stored = async () =>
    (
      await t.runtime.db.query<{ n: number }>(
        `SELECT ((SELECT count(*) FROM care_messages) + (SELECT count(*) FROM profile_changes)
          )::int AS n`,
      )
    )[0]?.n;
  const send = (route: Ordinary, payload: string) =>
    t.app.inject({
      method: route.method,
      url: route.path(t.crypto(route.bill)),
      headers: { host: route.host, 'content-type': 'application/json' },
      payload,
    });

  describe.each(ordinary)('$method $name', (route) => {
    const cases: [string, string, string][] = [
      ...route.fields.flatMap((field): [string, string, string][] => [
        [`a NUL in ${field}`, withText(route.valid, field, NUL), 'invalid-text'],
        [`a lone surrogate in ${field}`, withText(route.valid, field, LONE), 'invalid-text'],
      ]),
      ['a lone surrogate in a property name', withRaw(route.valid, '\udc00', '1'), 'invalid-text'],
      ['10,000 nested arrays', withRaw(route.valid, route.fields[0] ?? 'x', DEEP), 'too-deep'],
    ];
    it.each(cases)('refuses %s with 400 and stores nothing', async (_what, payload, code) => {
      const before = await stored();
      const body = expectProblem(await send(route, payload), 400, code);
      expect(body.message.length).toBeGreaterThan(10);
      expect(await stored()).toBe(before);
    });
  });

  it('names the field of the refused text', async () => {
    const route = ordinary[1];
    if (!route) throw new Error('no route');
    const files = '[{"name":"a\\u0000.pdf","content":"AAAA"}]';
    const body = expectProblem(
      await send(route, withRaw(route.valid, 'files', files)),
      400,
      'invalid-text',
    );
    expect(body.message).toContain('/files/0/name');
  });

  /** Each hostile body, as raw JSON text, in the given object. */
  const hostile = (valid: object, field: string): [string, string, string][] => [
    ['a lone surrogate', withText(valid, field, LONE), 'invalid-text'],
    ['a NUL', withText(valid, field, NUL), 'invalid-text'],
    ['10,000 nested arrays', withRaw(valid, field, DEEP), 'too-deep'],
  ];
  const newAlfa = async () => {
    bills += 1;
    const id = `alfa-hostile-${bills}`;
    const { link, postData } = await startNexiPayment(t, id);
    return { id, link, codTrans: postData['codTrans'] ?? '' };
  };

  it.each(hostile({ esito: 'OK', importo: '10973', divisa: 'EUR' }, 'codTrans'))(
    'keeps the first provider browser return with %s, and refuses it with 400',
    async (_what, payload, code) => {
      const { id, link } = await newAlfa();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/api_alfa_segna_pagamento/${link}`,
        headers: { host: ALFA, 'content-type': 'application/json' },
        payload,
      });
      expectProblem(response, 400, code);
      const kept = await listOutcomes(t.runtime.db, id);
      expect(kept.map((o) => [o.source, o.reason, o.accepted])).toEqual([['browser', code, false]]);
      expect(kept[0]?.raw).toEqual({ body: payload });
    },
  );

  it.each([
    ...hostile({ esito: 'OK' }, 'codTrans').map(
      ([what, payload, code]): [string, string, string, string] => [
        `JSON with ${what}`,
        payload,
        'application/json',
        code,
      ],
    ),
    [
      'a form with a NUL',
      'esito=OK&codTrans=Q%00',
      'application/x-www-form-urlencoded',
      'invalid-text',
    ],
  ])(
    'keeps the first provider notification: %s, and refuses it with 400',
    async (_what, payload, type, code) => {
      const { id, link } = await newAlfa();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/nexi/s2s/${link}/${Buffer.from(ALFA).toString('base64')}`,
        headers: { host: 'notifications.invalid', 'content-type': type },
        payload,
      });
      expectProblem(response, 400, code);
      const kept = await listOutcomes(t.runtime.db, id);
      expect(kept.map((o) => [o.source, o.reason])).toEqual([['notification', code]]);
      expect(kept[0]?.raw).toEqual(keptUnverified({ body: payload }));
    },
  );

  it.each(hostile({ apiVersion: 'v1', type: 'payment.captured' }, 'id'))(
    'keeps an unsigned second provider webhook with %s, and refuses it with 400',
    async (_what, payload) => {
      const { id, link } = await startPayment(t, 'hostile');
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/worldline/webhook/${link}/${beta64}`,
        headers: { host: 'webhooks.invalid', 'content-type': 'application/json' },
        payload,
      });
      expectProblem(response, 400, 'missing-signature');
      const kept = await listOutcomes(t.runtime.db, id);
      expect(kept.map((o) => [o.source, o.reason])).toEqual([
        ['notification', 'missing-signature'],
      ]);
      expect(kept[0]?.raw).toEqual(keptUnverified({ body: payload }));
    },
  );

  it.each(hostile({ esito: 'OK' }, 'id'))(
    'keeps the second provider browser return with %s, and refuses it with 400',
    async (_what, payload, code) => {
      const { id, link } = await startPayment(t, 'hostile-return');
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/api_beta_segna_pagamento/${link}`,
        headers: { host: BETA, 'content-type': 'application/json' },
        payload,
      });
      expectProblem(response, 400, code);
      const kept = await listOutcomes(t.runtime.db, id);
      expect(kept.map((o) => [o.source, o.reason])).toEqual([['browser', code]]);
      expect(kept[0]?.raw).toEqual({ body: payload });
    },
  );
});
