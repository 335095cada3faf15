import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject as provided } from 'vitest';
import { outcomeMac } from '../../server/payments/nexi.ts';
import { startBalanced, type Balanced } from './balancer.ts';
import { ALFA, alfa64, nexi } from './harness.ts';
import { browser, loginAs, silentLogin } from './login.ts';
import { createDatabase } from './postgres.ts';

/**
 * Issue 31: two `quadro serve` processes on one PostgreSQL database behind HAProxy (round
 * robin, X-Forwarded-For), as docs/deployment.md runs them. What one process counts, stores or
 * learns holds in the other: the rate limits, the login session, a payment, the per-bill quota.
 * Each test speaks as its own customer address (X-Forwarded-For, which the processes believe
 * of the balancer only), so the tests' counts never meet.
 */
const limits = {
  readsPerMinutePerAddress: 30,
  writesPerMinutePerAddress: 300,
  writesPerMinutePerLink: 10,
  pagesPerMinutePerAddress: 600,
  failedLinksPerMinutePerAddress: 10,
  messagesPerBillPerDay: 3,
};

interface Answer {
  status: number;
  servedBy: string;
  body: string;
}

/** One HTTP request as a browser on Alfa's host sends it, from `address` as the balancer says. */
function send(
  base: string,
  path: string,
  options: { address?: string; method?: string; body?: string; headers?: Record<string, string> },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(path, base),
      {
        method: options.method ?? 'GET',
        headers: {
          host: ALFA,
          ...(options.address === undefined ? {} : { 'x-forwarded-for': options.address }),
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            servedBy: String(response.headers['x-served-by'] ?? ''),
            body,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

describe('two processes on one PostgreSQL behind HAProxy', () => {
  let b: Balanced;
  beforeAll(async () => {
    const databaseUrl = await createDatabase(
      provided('postgresUrl'),
      `balanced_${randomBytes(6).toString('hex')}`,
    );
    b = await startBalanced({ databaseUrl, processes: 2, limits });
  }, 120_000);
  afterAll(() => b.stop());

  const link = (id: string): string => {
    const found = b.links.get(id);
    if (found === undefined) throw new Error(`no link printed for ${id}`);
    return found;
  };

  it('counts an address once across both processes: the 31st read of 30 is refused', async () => {
    const document = `/api/bollettainterattiva/document/${link('alfa-2026-0002')}`;
    const address = '203.0.113.31';
    const answers: Answer[] = [];
    for (let i = 0; i < limits.readsPerMinutePerAddress; i += 1) {
      answers.push(await send(b.url, document, { address }));
    }
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // Round robin: each process answered half of them.
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(
      new Set(['quadro1', 'quadro2']),
    );
    const refused = await send(b.url, document, { address });
    expect(refused.status).toBe(429);
    expect(refused.body).toContain('rate-limited');
    // And again through the other process: the count is the database's, not the process's.
    expect((await send(b.url, document, { address })).status).toBe(429);
    // Another customer, as the balancer names it, is not refused.
    expect((await send(b.url, document, { address: '203.0.113.32' })).status).toBe(200);
  });

  it('stops an address whose links open no bill, whichever process saw them', async () => {
    const address = '203.0.113.61';
    const forged = (i: number) => send(b.url, `/api/public/access?id=forged-${i}`, { address });
    const failed: Answer[] = [];
    for (let i = 0; i < limits.failedLinksPerMinutePerAddress; i += 1) failed.push(await forged(i));
    expect(failed.map((answer) => answer.status)).toEqual(failed.map(() => 404));
    expect(new Set(failed.map((answer) => answer.servedBy)).size).toBe(2);
    // Each process refuses by the count it last heard from the database (ADR 0057): the one
    // that did not count the last failure lets one more through, which it counts, and no more.
    const after: Answer[] = [];
    for (let i = 0; i < 4; i += 1) after.push(await forged(100 + i));
    expect(after.filter((answer) => answer.status === 404).length).toBeLessThanOrEqual(1);
    const last = after.slice(-2);
    expect(last.map((answer) => answer.status)).toEqual([429, 429]);
    expect(new Set(last.map((answer) => answer.servedBy)).size).toBe(2);
    // A real link too, through either process; another address is not refused.
    const real = `/api/bollettainterattiva/document/${link('alfa-2026-0003')}`;
    const refused = [await send(b.url, real, { address }), await send(b.url, real, { address })];
    expect(refused.map((answer) => answer.status)).toEqual([429, 429]);
    expect(refused[0]?.body).toContain('after too many links that open no bill');
    expect((await send(b.url, real, { address: '203.0.113.62' })).status).toBe(200);
  });

  it('keeps a login made through the balancer in both processes', async () => {
    const tokens = await loginAs(b.url, ALFA, 'BNCGLI85M52H501X', 'Quadro-Demo-2026');
    for (const backend of b.backends) {
      // The access token, and the login session's cookie, each process directly.
      const names = await send(backend, '/api/customer/names', {
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(names.status).toBe(200);
      const silent = await silentLogin(browser(backend, ALFA, tokens.browser.jar));
      expect(silent.get('error')).toBeNull();
      expect(silent.get('code')).toEqual(expect.any(String));
    }
  });

  // The rendered page is the built portal's (dist-ssr), which the contract run has not built:
  // its first-view cache, dropped by the same notification, is tested in its own suite.
  it('shows a payment notified to one process as paid by the other at once', async () => {
    const [first = '', second = ''] = b.backends;
    const id = link('alfa-2026-0001');
    const address = '203.0.113.41';
    const read = async () =>
      JSON.parse(
        (await send(second, `/api/bollettainterattiva/document/${id}`, { address })).body,
      ) as Record<string, unknown>;
    // The other process has the bill unpaid in its caches before the payment.
    expect((await read())['document_payment_status']).toBe(1);
    const started = await send(first, `/api/api_alfa_pagamento/${id}`, { address });
    const postData = (JSON.parse(started.body) as { post_data?: Record<string, string> }).post_data;
    if (!postData) throw new Error(`no payment started: ${started.body}`);
    const fields = {
      codTrans: postData['codTrans'] ?? '',
      esito: 'OK',
      importo: postData['importo'] ?? '',
      divisa: 'EUR',
      data: '20261129',
      orario: '101500',
      codAut: 'B4L4NC',
    };
    const form = {
      ...fields,
      codiceEsito: '0',
      brand: 'VISA',
      mac: outcomeMac(fields, nexi.sandboxKey, 'sha1'),
    };
    const notified = await send(first, `/api/nexi/s2s/${id}/${alfa64}`, {
      method: 'POST',
      headers: {
        host: 'notifications.invalid',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(form).toString(),
    });
    expect(notified.status).toBe(200);
    expect(JSON.parse(notified.body)).toEqual({ paid: true });
    // The database's notification reaches the other process's caches: no stale unpaid answer.
    await expect.poll(async () => (await read())['document_payment_status']).toBe(4);
  });

  it("holds a bill's message quota across processes", async () => {
    const id = link('alfa-2026-0007');
    const post = () =>
      send(b.url, `/api/bollettainterattiva/sendemail/${id}`, {
        method: 'POST',
        address: '203.0.113.51',
        body: JSON.stringify({
          categoria: 'Estratto conto',
          oggetto: 'Estratto conto',
          messaggio: 'Vorrei un estratto conto.',
        }),
      });
    const answers: Answer[] = [];
    for (let i = 0; i < limits.messagesPerBillPerDay; i += 1) answers.push(await post());
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.servedBy)).size).toBe(2);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.body).toContain('quota-exceeded');
  });
});
