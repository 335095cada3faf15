import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BODY_LIMIT, messageBody } from '../../server/http/bodyLimits.ts';
import { listCareMessages } from '../../server/store/inbox.ts';
import {
  ALFA,
  BETA,
  care,
  databaseKinds,
  expectProblem,
  openTestApp,
  type TestApp,
} from './harness.ts';

/**
 * Issue 27, item 1: a request without a valid link cannot make the server work on its body,
 * and no body costs more than a small constant times its size. Each route reads at most what
 * it can legitimately receive (413 naming its limit); a route with a link opens it before it
 * reads the body (a forged link is the link's 404 whatever the body); a wide array or object,
 * or a string longer than any field, is refused by its count before it is parsed; and a body
 * with many faults is refused with one. Timings are the bench's (bench/hostile.ts).
 */
const FORGED = 'not-a-link-of-any-bill';

interface BodyRoute {
  name: string;
  method: 'POST' | 'PUT';
  host: string;
  /** The route's path with a valid link (or none) for the bill. */
  url: (t: TestApp) => string;
  /** The path ends with a link. */
  link: boolean;
  limit: number;
}

const routes: BodyRoute[] = [
  {
    name: 'messaggio',
    method: 'POST',
    host: ALFA,
    url: (t) => `/api/api_alfa_messaggio/${t.crypto('alfa-2026-0001')}`,
    link: true,
    limit: messageBody(5).bodyLimit,
  },
  {
    name: 'sendemail',
    method: 'POST',
    host: ALFA,
    url: (t) => `/api/bollettainterattiva/sendemail/${t.crypto('alfa-2026-0001')}`,
    link: true,
    limit: messageBody(1).bodyLimit,
  },
  {
    name: 'put_profilo',
    method: 'PUT',
    host: ALFA,
    url: (t) => `/api/api_alfa_put_profilo/${t.crypto('alfa-2026-0001')}`,
    link: true,
    limit: DEFAULT_BODY_LIMIT,
  },
  {
    name: 'salva_autolettura',
    method: 'POST',
    host: ALFA,
    url: () => '/api/api_alfa_salva_autolettura',
    link: false,
    limit: DEFAULT_BODY_LIMIT,
  },
  {
    name: 'registration/verify',
    method: 'POST',
    host: ALFA,
    url: () => '/api/registration/verify',
    link: false,
    limit: DEFAULT_BODY_LIMIT,
  },
  {
    name: 'pagamento (second provider)',
    method: 'POST',
    host: BETA,
    url: (t) => `/api/api_beta_pagamento/${t.crypto('beta-2026-0001')}`,
    link: true,
    limit: DEFAULT_BODY_LIMIT,
  },
];

/** JSON text of exactly `bytes` bytes: one string member. */
const sized = (bytes: number): string => `{"x":"${'A'.repeat(bytes - 8)}"}`;
/** `{"files":[0,0,…]}` with `count` zeros. */
const zeros = (count: number): string => `{"files":[${'0,'.repeat(count - 1)}0]}`;

describe.each(databaseKinds)('bounded work before authorisation (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  const send = (route: BodyRoute, payload: string, url = route.url(t)) =>
    t.app.inject({
      method: route.method,
      url,
      headers: { host: route.host, 'content-type': 'application/json' },
      payload,
    });

  describe.each(routes)('$name', (route) => {
    it('refuses one byte over its own limit with 413 naming the limit', async () => {
      const problem = expectProblem(
        await send(route, sized(route.limit + 1)),
        413,
        'body-too-large',
      );
      expect(problem.message).toContain(`at most ${route.limit} bytes`);
    });

    it('refuses a wide array within its limit by the count of values, 400', async () => {
      const count = Math.floor((route.limit - 16) / 2);
      const problem = expectProblem(await send(route, zeros(count)), 400, 'too-many-values');
      expect(problem.message).toMatch(/at most \d+/);
    });

    it('refuses a wide object within its limit by the count of values, 400', async () => {
      const members = Array.from({ length: Math.floor(route.limit / 16) }, (_, i) => `"k${i}":0`);
      const payload = `{${members.join(',')}}`;
      expect(payload.length).toBeLessThan(route.limit);
      expectProblem(await send(route, payload), 400, 'too-many-values');
    });
  });

  describe.each(routes.filter((route) => route.link))('$name with a forged link', (route) => {
    const forged = () => route.url(t).replace(/[^/]+$/, FORGED);

    it('answers the link’s 404 to a wide body, not a body error', async () => {
      const count = Math.floor((route.limit - 16) / 2);
      expectProblem(await send(route, zeros(count), forged()), 404, 'link-not-found');
    });

    it('answers the link’s 404 to a body over the limit: the link is opened first', async () => {
      expectProblem(await send(route, sized(route.limit + 1), forged()), 404, 'link-not-found');
    });
  });

  it('refuses a description longer than any attachment by its length, unparsed', async () => {
    const route = routes[0] as BodyRoute;
    const long = 'A'.repeat(messageBody(5).config.bodyShape.string + 1);
    const payload = JSON.stringify(care('Richiesta rimborso', { description: long }));
    expectProblem(await send(route, payload), 400, 'string-too-long');
  });

  it('still takes a care message whose attachment is decoded apart from the rest', async () => {
    const route = routes[0] as BodyRoute;
    const pdf = Buffer.alloc(100_000, 0x41);
    pdf.write('%PDF-1.7\n', 0, 'latin1');
    const files = [{ name: 'ricevuta.pdf', content: pdf.toString('base64') }];
    const before = (await listCareMessages(t.runtime.db, t.runtime.blobs, 'alfa-2026-0001')).length;
    const response = await send(route, JSON.stringify(care('Richiesta rimborso', { files })));
    expect(response.statusCode, response.body).toBe(200);
    const messages = await listCareMessages(t.runtime.db, t.runtime.blobs, 'alfa-2026-0001');
    expect(messages).toHaveLength(before + 1);
    expect(Buffer.from(messages.at(-1)?.attachments[0]?.bytes ?? []).equals(pdf)).toBe(true);
  });

  it('names one fault of a body with many: validation stops at the first', async () => {
    const route = routes[2] as BodyRoute;
    const payload = JSON.stringify({
      idAnagrafica: 1,
      email: 2,
      telefono: 3,
      emailFatturazione: 4,
    });
    const problem = expectProblem(await send(route, payload), 400, 'invalid-request');
    expect(problem.message.split('; ')).toHaveLength(1);
  });
});
