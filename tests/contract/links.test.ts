import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ALFA,
  databaseKinds,
  expectProblem,
  noLimits,
  openTestApp,
  sessionToken,
  type TestApp,
} from './harness.ts';

/**
 * Spec §4 "Loading and other states" and §6: a bill link that is not valid answers 404, one
 * that has expired 410, with bodies of the same shape; and neither the body nor the work the
 * server does tells a forged link from one to a bill that does not exist.
 */
const bill = 'alfa-2026-0001';
const DAY = 86_400_000;

/** A link to the bill, valid for 30 days, sealed with an issue time `ahead` ms past the clock. */
const issuedAhead = (t: TestApp, ahead: number): string =>
  t.runtime.sealer.seal(
    'link',
    bill,
    new Date(t.clock.now.getTime() + 30 * DAY),
    new Date(t.clock.now.getTime() + ahead),
  );

const flip = (link: string, at: number): string => {
  const raw = Buffer.from(link, 'base64url');
  const index = at < 0 ? raw.length + at : at;
  raw[index] = (raw[index] ?? 0) ^ 1;
  return raw.toString('base64url');
};

/**
 * Ways a link goes wrong, from a valid one: [what, how, make]. `forged` does not open (404, or 401
 * where a plain id needs a token), `missing` opens to no document (404), `expired` is 410.
 */
const badLinks: [
  string,
  'forged' | 'missing' | 'expired',
  (t: TestApp, link: string) => string | Promise<string>,
][] = [
  ['a bit flipped in the ciphertext', 'forged', (_t, link) => flip(link, 20)],
  ['a bit flipped in the tag', 'forged', (_t, link) => flip(link, -1)],
  ['a bit flipped in the key id', 'forged', (_t, link) => flip(link, 2)],
  ['a truncated link', 'forged', (_t, link) => link.slice(0, -6)],
  ['half a link', 'forged', (_t, link) => link.slice(0, link.length / 2)],
  ['random garbage', 'forged', () => randomBytes(70).toString('base64url')],
  [
    'the right header on random bytes',
    'forged',
    (_t, link) =>
      Buffer.concat([Buffer.from(link, 'base64url').subarray(0, 17), randomBytes(60)]).toString(
        'base64url',
      ),
  ],
  ['a character outside base64url', 'forged', (_t, link) => encodeURIComponent(`${link}+`)],
  ['a plain document id', 'forged', () => bill],
  ['a link to a document that does not exist', 'missing', (t) => t.crypto('no-such-id')],
  ['the bearer token used as a link', 'forged', (t) => sessionToken(t, bill)],
  [
    'a media reference used as a link',
    'forged',
    (t) => t.runtime.sealer.seal('media', bill, new Date(Date.now() + DAY)),
  ],
  // Issue 27, item 8: an issue time in the future would make the lifetime count from then.
  ['a link issued tomorrow', 'forged', (t) => issuedAhead(t, DAY)],
  [
    'a link issued ten minutes ahead, past the clock skew',
    'forged',
    (t) => issuedAhead(t, 10 * 60_000),
  ],
  ['a link that expired yesterday', 'expired', (t) => t.crypto(bill, -1)],
  ['a link that expired this instant', 'expired', (t) => t.crypto(bill, 0)],
  [
    'an expired link to a document that does not exist',
    'expired',
    (t) => t.crypto('no-such-id', -1),
  ],
];

type Call = (t: TestApp, link: string) => Promise<LightMyRequestResponse>;
const get =
  (url: string): Call =>
  (t, link) =>
    t.app.inject({ url: url.replace('LINK', link), headers: { host: ALFA } });
const send =
  (method: 'POST' | 'PUT', url: string, payload: object): Call =>
  (t, link) =>
    t.app.inject({ method, url: url.replace('LINK', link), headers: { host: ALFA }, payload });

/**
 * Every call that opens a link: [name, request, status for a link that does not open]. Where
 * the spec names the parameter {id}, an id that does not open as a link is taken for a plain
 * document id, which needs a bearer token: without one, 401.
 */
const calls: [string, Call, 401 | 404][] = [
  ['GET /api/public/access', get('/api/public/access?id=LINK&lang=it'), 404],
  [
    'GET /api/bollettainterattiva/document/{crypto}',
    get('/api/bollettainterattiva/document/LINK'),
    404,
  ],
  [
    'GET /api/bollettainterattiva/document/id/{id}',
    get('/api/bollettainterattiva/document/id/LINK'),
    401,
  ],
  [
    'GET /api/billservice/bolletta_interattiva_rate/{id}',
    get('/api/billservice/bolletta_interattiva_rate/LINK'),
    401,
  ],
  ...['get_profilo', 'get_contatti', 'verifica', 'pagamento'].map(
    (name): (typeof calls)[number] => [
      `GET api_alfa_${name}/{crypto}`,
      get(`/api/api_alfa_${name}/LINK`),
      404,
    ],
  ),
  [
    'PUT api_alfa_put_profilo/{crypto}',
    send('PUT', '/api/api_alfa_put_profilo/LINK', { idAnagrafica: '0010458321' }),
    404,
  ],
  [
    'POST api_alfa_messaggio/{crypto}',
    send('POST', '/api/api_alfa_messaggio/LINK', {
      description: 'x',
      category: 'Richiesta rimborso',
    }),
    404,
  ],
  [
    'POST sendemail/{crypto}',
    send('POST', '/api/bollettainterattiva/sendemail/LINK', { messaggio: 'x' }),
    404,
  ],
];

describe.each(databaseKinds)('bill links (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // Hundreds of forged links and racing calls from one address: the limits would answer 429.
    t = await openTestApp(kind, { limits: noLimits });
  });
  afterAll(() => t.close());

  describe.each(calls)('%s', (_name, call, notOpened) => {
    it('opens with a valid link', async () => {
      expect((await call(t, t.crypto(bill))).statusCode).toBe(200);
    });

    it.each(badLinks)('refuses %s (%s)', async (_what, how, make) => {
      const response = await call(t, await make(t, t.crypto(bill)));
      if (how === 'expired') expectProblem(response, 410, 'link-expired');
      else if (how === 'missing') expectProblem(response, 404, 'link-not-found');
      else expectProblem(response, notOpened);
    });

    it('answers 404 and 410 with bodies of the same keys', async () => {
      const missing = expectProblem(await call(t, t.crypto('no-such-id')), 404);
      const expired = expectProblem(await call(t, t.crypto(bill, -1)), 410);
      expect(Object.keys(expired).sort()).toEqual(Object.keys(missing).sort());
    });
  });

  it('opens a link issued a minute ahead, within the clock skew (decision 390)', async () => {
    const link = issuedAhead(t, 60_000);
    const response = await t.app.inject({
      url: `/api/bollettainterattiva/document/${link}`,
      headers: { host: ALFA },
    });
    expect(response.statusCode).toBe(200);
  });

  it('expires a link when the clock passes its expiry (§4: 410)', async () => {
    const link = t.crypto(bill, 1);
    const call = () =>
      t.app.inject({ url: `/api/bollettainterattiva/document/${link}`, headers: { host: ALFA } });
    expect((await call()).statusCode).toBe(200);
    const now = t.clock.now;
    t.clock.now = new Date(now.getTime() + DAY + 1000);
    try {
      expectProblem(await call(), 410, 'link-expired');
    } finally {
      t.clock.now = now;
    }
  });

  it('ends the session with the link: its token is refused once the link has expired (401)', async () => {
    const access = await t.app.inject({
      url: `/api/public/access?id=${t.crypto(bill, 1)}`,
      headers: { host: ALFA },
    });
    const { token } = access.json<{ token: string }>();
    const modules = () =>
      t.app.inject({
        url: '/api/bollettainterattiva/modules',
        headers: { host: ALFA, authorization: `Bearer ${token}` },
      });
    expect((await modules()).statusCode).toBe(200);
    const now = t.clock.now;
    t.clock.now = new Date(now.getTime() + 2 * DAY);
    try {
      expectProblem(await modules(), 401, 'session-expired');
    } finally {
      t.clock.now = now;
    }
  });

  describe('costs the same whatever the link (no timing oracle)', () => {
    /** The database queries a request runs before it is answered. */
    const queriesOf = async (request: () => Promise<unknown>): Promise<number> => {
      const spy = vi.spyOn(t.runtime.db, 'query');
      try {
        await request();
        return spy.mock.calls.length;
      } finally {
        spy.mockRestore();
      }
    };
    const variants: [string, (t: TestApp) => string | Promise<string>][] = [
      ['valid', (t) => t.crypto(bill)],
      ['forged', (t) => flip(t.crypto(bill), 20)],
      ['garbage', () => 'not-a-link'],
      ['for no document', (t) => t.crypto('no-such-id')],
      ['expired', (t) => t.crypto(bill, -1)],
      ['expired, for no document', (t) => t.crypto('no-such-id', -1)],
      ['a token', (t) => sessionToken(t, bill)],
      ['to another supplier’s bill', (t) => t.crypto('beta-2026-0001')],
    ];

    it.each(
      calls.filter(
        ([name, , notOpened]) =>
          notOpened === 404 && /access|document|contatti|verifica/.test(name),
      ),
    )(
      '%s runs as many queries for a forged, unknown or expired link as for a valid one',
      async (_name, call) => {
        const counts: Record<string, number> = {};
        for (const [what, make] of variants) {
          const link = await make(t);
          counts[what] = await queriesOf(() => call(t, link));
        }
        expect(counts['valid']).toBeGreaterThan(0);
        expect(new Set(Object.values(counts)), JSON.stringify(counts)).toEqual(
          new Set([counts['valid']]),
        );
      },
    );

    it('the bearer token: as many queries for a forged or expired token as for a valid one', async () => {
      const modules = (token: string) => () =>
        t.app.inject({
          url: '/api/bollettainterattiva/modules',
          headers: { host: ALFA, authorization: `Bearer ${token}` },
        });
      const token = await sessionToken(t, bill);
      const expired = t.runtime.sealer.seal('token', bill, new Date(t.clock.now.getTime() - 1000));
      const counts = [
        await queriesOf(modules(token)),
        await queriesOf(modules(flip(token, 20))),
        await queriesOf(modules(expired)),
        await queriesOf(
          modules(t.runtime.sealer.seal('token', 'no-such-id', new Date(Date.now() + DAY))),
        ),
      ];
      expect(counts[0]).toBeGreaterThan(0);
      expect(new Set(counts)).toEqual(new Set([counts[0]]));
    });
  });
});
