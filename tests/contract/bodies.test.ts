import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careRouting } from '../../src/domain/customerCare.ts';
import {
  ALFA,
  BETA,
  databaseKinds,
  expectProblem,
  openTestApp,
  sessionToken,
  withSelfReadingOpen,
  type TestApp,
} from './harness.ts';

/**
 * Decision 34: request bodies are strict. Every POST and PUT refuses a bad body with a 4xx
 * problem ({statusCode, error, message, code}), never a 500, and stores nothing.
 */
interface Route {
  name: string;
  method: 'POST' | 'PUT';
  host: string;
  /** The path, given a fresh link to `bill`. */
  path: (link: string) => string;
  bill: string;
  /** Salva_autolettura takes the bearer token of `bill` instead of a link. */
  bearer?: boolean;
  valid: Record<string, unknown>;
  /** The code the handler refuses the valid body with on its merits, if it does. */
  merits?: string;
  /** Bad bodies of this route's own schema: [what, body]. */
  bad: [string, unknown][];
}

const care = {
  description: 'Buongiorno.',
  category: 'Richiesta rimborso',
  ...careRouting('Richiesta rimborso'),
};
const urls = {
  success_url: 'https://a.test/ok',
  error_url: 'https://a.test/ko',
  callback_url: 'https://a.test/cb',
};

const routes: Route[] = [
  {
    name: 'sendemail',
    method: 'POST',
    host: ALFA,
    path: (link) => `/api/bollettainterattiva/sendemail/${link}`,
    bill: 'alfa-2026-0001',
    valid: { oggetto: 'Rimborso', messaggio: 'Vorrei un rimborso.' },
    bad: [
      ['no messaggio', { oggetto: 'x' }],
      ['a blank messaggio', { messaggio: '  \n ' }],
      ['a number as messaggio', { messaggio: 5 }],
      ['allegato without allegato_nome', { messaggio: 'x', allegato: 'AAAA' }],
      [
        'allegato that is not base64',
        { messaggio: 'x', allegato_nome: 'a.pdf', allegato: 'not base64!' },
      ],
      ['an oggetto of 256 characters', { messaggio: 'x', oggetto: 'o'.repeat(256) }],
      // Issue 16: the page refuses these, so the server does (src/domain/careForm.ts).
      ['a blank oggetto', { messaggio: 'x', oggetto: ' \t' }],
      ['a blank categoria', { messaggio: 'x', categoria: '' }],
    ],
  },
  ...(['alfa', 'beta'] as const).flatMap((supplier): Route[] => {
    const host = supplier === 'alfa' ? ALFA : BETA;
    const bill = supplier === 'alfa' ? 'alfa-2026-0002' : 'beta-2026-0004';
    const customer = supplier === 'alfa' ? '0010771204' : 'B-003301';
    const site = supplier === 'alfa' ? '100771' : 'B-SEDE-3301';
    return [
      {
        name: `api_${supplier}_put_profilo`,
        method: 'PUT',
        host,
        bill,
        path: (link) => `/api/api_${supplier}_put_profilo/${link}`,
        valid: { idAnagrafica: customer, telefono: '+39 02 1234567' },
        bad: [
          ['no idAnagrafica', { email: 'a@b.it' }],
          ['an empty idAnagrafica', { idAnagrafica: '' }],
          ['a boolean idAnagrafica', { idAnagrafica: true }],
          ['a number as email', { idAnagrafica: customer, email: 42 }],
          ['a null telefono', { idAnagrafica: customer, telefono: null }],
          [
            'a field the customer may not change',
            { idAnagrafica: customer, livelloCompletezzaProfilo: 4 },
          ],
        ],
      },
      {
        name: `api_${supplier}_messaggio`,
        method: 'POST',
        host,
        bill,
        path: (link) => `/api/api_${supplier}_messaggio/${link}`,
        valid: care,
        bad: [
          ['no description', { ...care, description: undefined }],
          ['no category', { ...care, category: undefined }],
          ['a number as description', { ...care, description: 12 }],
          ['files that are not a list', { ...care, files: 'a.pdf' }],
          ['a file without content', { ...care, files: [{ name: 'a.pdf' }] }],
          [
            'a file with an unknown field',
            { ...care, files: [{ name: 'a.pdf', content: 'AAAA', size: 3 }] },
          ],
          [
            'six files',
            {
              ...care,
              files: Array.from({ length: 6 }, () => ({ name: 'a.pdf', content: 'AAAA' })),
            },
          ],
          ['a file that is not base64', { ...care, files: [{ name: 'a.pdf', content: '<html>' }] }],
          ['an e-mail that is not one', { ...care, email: 'nobody' }],
        ],
      },
      {
        name: `api_${supplier}_salva_autolettura`,
        method: 'POST',
        host,
        bill,
        bearer: true,
        path: () => `/api/api_${supplier}_salva_autolettura`,
        valid: { Idsede: site, Segnante: 1500 },
        bad: [
          ['no Idsede', { Segnante: 1 }],
          ['no Segnante', { Idsede: site }],
          ['a number as Idsede', { Idsede: 100771, Segnante: 1 }],
          ['a Segnante of 13 digits', { Idsede: site, Segnante: '1234567890123' }],
          ['an object as Segnante', { Idsede: site, Segnante: { value: 1 } }],
        ],
      },
    ];
  }),
  {
    name: 'api_alfa_segna_pagamento',
    method: 'POST',
    host: ALFA,
    bill: 'alfa-2026-0001',
    path: (link) => `/api/api_alfa_segna_pagamento/${link}`,
    valid: { esito: 'KO' },
    merits: 'unknown-transaction',
    bad: [
      ['no esito', { codTrans: 'Q1' }],
      ['a number as esito', { esito: 0 }],
      ['a boolean importo', { esito: 'OK', importo: true }],
    ],
  },
  {
    name: 'api_beta_pagamento',
    method: 'POST',
    host: BETA,
    bill: 'beta-2026-0001',
    path: (link) => `/api/api_beta_pagamento/${link}`,
    valid: urls,
    // Well formed, but not this portal's addresses (decision 81): refused on its merits.
    merits: 'invalid-return-url',
    bad: [
      ['no success_url', { ...urls, success_url: undefined }],
      ['a number as error_url', { ...urls, error_url: 1 }],
      ['an empty callback_url', { ...urls, callback_url: '' }],
    ],
  },
  {
    name: 'api_beta_segna_pagamento',
    method: 'POST',
    host: BETA,
    bill: 'beta-2026-0001',
    path: (link) => `/api/api_beta_segna_pagamento/${link}`,
    valid: { esito: 'OK' },
    bad: [],
  },
];

const json = 'application/json';
/** Bodies no route takes: [what, raw body, content type, status]. */
const raw = (valid: object): [string, string | undefined, string | undefined, number][] => [
  ['a body that is not JSON', '{"esito": "OK",', json, 400],
  ['an empty body', '', json, 400],
  ['no body at all', undefined, undefined, 400],
  ['a JSON array', '[]', json, 400],
  ['JSON null', 'null', json, 400],
  ['a JSON string', '"ok"', json, 400],
  // Fastify reads text/plain as a string, which is not the object the schema wants.
  ['JSON sent as text/plain', JSON.stringify(valid), 'text/plain', 400],
  ['a form', 'esito=OK', 'application/x-www-form-urlencoded', 415],
  ['multipart', '--x\r\n\r\n--x--', 'multipart/form-data; boundary=x', 415],
  ['XML', '<esito>OK</esito>', 'application/xml', 415],
  [
    '__proto__ pollution',
    `{"__proto__":{"polluted":true},${JSON.stringify(valid).slice(1)}`,
    json,
    400,
  ],
  [
    'constructor.prototype pollution',
    `{"constructor":{"prototype":{"polluted":true}},${JSON.stringify(valid).slice(1)}`,
    json,
    400,
  ],
];

describe.each(databaseKinds)('bad bodies (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  /** Everything a request can store, so that a refusal can be seen to store nothing. */
  const stored = async () =>
    (
      await t.runtime.db.query<{ n: number }>(
        `SELECT ((SELECT count(*) FROM care_messages) + (SELECT count(*) FROM readings) +
          (SELECT count(*) FROM profile_changes) + (SELECT count(*) FROM payment_outcomes) +
          (SELECT count(*) FROM payment_attempts))::int AS n`,
      )
    )[0]?.n;

  const send = async (route: Route, payload: string | undefined, type: string | undefined) => {
    const headers: Record<string, string> = { host: route.host };
    if (type !== undefined) headers['content-type'] = type;
    if (route.bearer) headers['authorization'] = `Bearer ${await sessionToken(t, route.bill)}`;
    return t.app.inject({
      method: route.method,
      url: route.path(t.crypto(route.bill)),
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
  };

  describe.each(routes)('$method $name', (route) => {
    it('takes its valid body (so the refusals below are about the body)', async () => {
      // A reading is taken only inside the self-reading window (decision 200).
      const response = route.name.includes('salva_autolettura')
        ? await withSelfReadingOpen(t, () => send(route, JSON.stringify(route.valid), json))
        : await send(route, JSON.stringify(route.valid), json);
      if (route.merits === undefined) expect(response.statusCode, response.body).toBe(200);
      else expectProblem(response, 400, route.merits);
    });

    it.each(raw(route.valid))('refuses %s', async (_what, payload, type, status) => {
      const before = await stored();
      const response = await send(route, payload, type);
      expectProblem(response, status);
      expect(await stored()).toBe(before);
      expect((Object.prototype as Record<string, unknown>)['polluted']).toBeUndefined();
    });

    it.each([
      ...route.bad,
      ...(route.name.includes('segna_pagamento')
        ? []
        : [['an unknown property', { ...route.valid, extra: 1 }] as [string, unknown]]),
    ])('refuses %s with 400 invalid-request', async (_what, body) => {
      const before = await stored();
      const response = await send(route, JSON.stringify(body), json);
      expectProblem(response, 400, /^(invalid-request|attachment-not-base64)$/);
      expect(await stored()).toBe(before);
    });
  });
});
