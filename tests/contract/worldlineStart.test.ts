import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAttempt } from '../../server/payments/store.ts';
import {
  ALFA,
  BETA,
  databaseKinds,
  expectProblem,
  expectSchema,
  openTestApp,
  type TestApp,
} from './harness.ts';
import {
  event,
  pageUrls,
  startCall,
  startPayment,
  webhook,
  worldline,
} from './worldlineHarness.ts';

/**
 * Spec §4 "Second card provider flow" and §7 `api_{supplier2}_pagamento`: the start takes
 * success_url, error_url and callback_url, accepts only this portal's own addresses and this
 * bill's webhook address, keeps them with the attempt, and answers the checkout URL or "ko".
 */
describe.each(databaseKinds)('second provider start (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  it('keeps the three addresses with the attempt and answers the checkout URL', async () => {
    const { id, link, checkout, code } = await startPayment(t, 'start');
    expectSchema('payment-start-second.schema.json#/$defs/answer', checkout);
    expect(checkout).toBe(`${worldline.url}/${code}`);
    const urls = pageUrls(link);
    expect(await findAttempt(t.runtime.db, code)).toMatchObject({
      documentId: id,
      provider: 'worldline',
      amountCents: 23874,
      currency: 'EUR',
      urls: { success: urls.success_url, error: urls.error_url, callback: urls.callback_url },
    });
  });

  it('accepts absolute URLs of any host served here on the request’s scheme and port, and a callback through an alias', async () => {
    const link = t.crypto('beta-2026-0004');
    const alias = '127.0.0.1';
    const body = {
      success_url: `http://${alias}:4173/worldlineEsito?id=${link}`,
      error_url: `http://${BETA}:4173/worldlineAnnullo?id=${link}`,
      callback_url: `/api/worldline/webhook/${link}/${Buffer.from(alias).toString('base64url')}`,
    };
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/api_beta_pagamento/${link}`,
      headers: { host: `${alias}:4173` },
      payload: body,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatch(/^\/sandbox\/worldline\/checkout\/\w+$/);
  });

  it.each([
    ['a success_url of another site', { success_url: 'https://evil.example/steal' }],
    ['a protocol-relative error_url', { error_url: '//evil.example/' }],
    ['a backslash error_url, another site to a browser', { error_url: '/\\evil.example/' }],
    ['an error_url with a tab, another site to a browser', { error_url: '/\t/evil.example/' }],
    ['a javascript: success_url', { success_url: 'javascript:alert(1)' }],
    [
      'a callback_url of another site',
      { callback_url: 'https://evil.example/api/worldline/webhook' },
    ],
    // Issue 12: the same host on another port or scheme is another origin (another program).
    ['a success_url of this host on another port', { success_url: `http://${BETA}:8080/x` }],
    ['an error_url of an alias on another port', { error_url: 'http://127.0.0.1:4174/x' }],
    ['a success_url of this host on another scheme', { success_url: `https://${BETA}/x` }],
  ])('refuses %s with 400', async (_what, change) => {
    const link = t.crypto('beta-2026-0001');
    const response = await startCall(t, link, { ...pageUrls(link), ...change });
    const problem = expectProblem(response, 400, 'invalid-return-url');
    expect(problem.message).toMatch(
      /^(success|error|callback)_url is not an address of this portal/,
    );
  });

  it('names the field and the rule when an own-looking URL is not this portal’s', async () => {
    const link = t.crypto('beta-2026-0001');
    const response = await startCall(t, link, {
      ...pageUrls(link),
      success_url: 'https://bolletta.beta-gas.test.evil.example/worldlineEsito',
    });
    const problem = expectProblem(response, 400, 'invalid-return-url');
    expect(problem.message).toMatch(/^success_url /);
  });

  it.each([
    [
      'the first provider’s notification address',
      (link: string) => `/api/nexi/s2s/${link}/${Buffer.from(BETA).toString('base64')}`,
    ],
    ['another bill’s webhook', () => pageUrls(t.crypto('beta-2026-0004')).callback_url],
    [
      'another host’s webhook',
      (link: string) => `/api/worldline/webhook/${link}/${Buffer.from(ALFA).toString('base64')}`,
    ],
    ['a webhook address with more segments', (link: string) => `${pageUrls(link).callback_url}/x`],
    ['a webhook address with a query', (link: string) => `${pageUrls(link).callback_url}?x=1`],
    ['a forged id', () => `/api/worldline/webhook/forged/${Buffer.from(BETA).toString('base64')}`],
  ])('refuses a callback_url that is %s with 400 invalid-return-url', async (_what, callback) => {
    const link = t.crypto('beta-2026-0001');
    const response = await startCall(t, link, { ...pageUrls(link), callback_url: callback(link) });
    const problem = expectProblem(response, 400, 'invalid-return-url');
    expect(problem.message).toMatch(/^callback_url /);
  });

  it('answers "ko" on a bill that is already paid, and starts nothing', async () => {
    const { link, code } = await startPayment(t, 'start-paid');
    expect((await webhook(t, link, event(code))).json()).toEqual({ paid: true });
    const before = await t.runtime.db.query('SELECT code FROM payment_attempts');
    const response = await startCall(t, link, pageUrls(link));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe('ko');
    expect(await t.runtime.db.query('SELECT code FROM payment_attempts')).toHaveLength(
      before.length,
    );
  });
});
