import type { LightMyRequestResponse } from 'fastify';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { importBundle } from '../../server/bundles.ts';
import { BETA, bundles, config, fixturesDir, testKeys, type TestApp } from './harness.ts';

/**
 * What the second provider's contract tests share: Beta's worldline settings, a fresh payable
 * bill with a started payment, and a webhook signed as Worldline signs it, written here from
 * the provider's rule (base64 of HMAC-SHA256 over the exact body) rather than with the server's
 * own signing function, so a mistake there cannot hide in both.
 */
export const worldline = (() => {
  const file = path.join(config.hostsDir, BETA, 'server.json');
  const server = JSON.parse(readFileSync(file, 'utf8')) as {
    payments: {
      worldline: {
        merchantId: string;
        keyId: string;
        url: string;
        hmacKey: { env: string; sandboxDefault: string };
      };
    };
  };
  const { merchantId, keyId, url, hmacKey } = server.payments.worldline;
  return {
    merchantId,
    keyId,
    url,
    env: hmacKey.env,
    /** The key of a test app without sandboxes; the sandbox signs with `sandboxKey`. */
    key: testKeys[hmacKey.env] ?? '',
    sandboxKey: hmacKey.sandboxDefault,
  };
})();

export const beta64 = Buffer.from(BETA).toString('base64');
/** beta-2026-0001's debt, 238,74 €. */
export const AMOUNT = 23874;

export const sign = (body: string, key = worldline.key): string =>
  createHmac('sha256', key).update(body, 'utf8').digest('base64');

/** The addresses the page sends (spec §4, the agreed outcome pages), for a bill's link. */
export const pageUrls = (link: string, host = BETA) => ({
  success_url: `/worldlineEsito?id=${link}`,
  error_url: `/worldlineAnnullo?id=${link}`,
  callback_url: `http://${host}/api/worldline/webhook/${link}/${Buffer.from(host).toString('base64')}`,
});

export interface Started {
  id: string;
  link: string;
  /** The start's answer: the checkout URL. */
  checkout: string;
  /** The attempt's code, the webhook's merchantReference. */
  code: string;
}

let bills = 0;

/** A fresh payable bill (a copy of beta-2026-0001) and a payment started as the page starts it. */
export async function startPayment(t: TestApp, prefix: string): Promise<Started> {
  const template = bundles.find((bundle) => bundle.id === 'beta-2026-0001');
  if (!template) throw new Error('fixture beta-2026-0001 is missing');
  bills += 1;
  const id = `beta-${prefix}-${bills}`;
  await importBundle(t.runtime.db, { ...template, id }, fixturesDir);
  const link = t.crypto(id);
  const response = await startCall(t, link, pageUrls(link));
  const checkout = response.json<string>();
  const code = checkout.split('/').pop() ?? '';
  if (response.statusCode !== 200 || !checkout.startsWith(`${worldline.url}/`)) {
    throw new Error(`no payment started: ${response.body}`);
  }
  return { id, link, checkout, code };
}

export const startCall = (
  t: TestApp,
  link: string,
  body: object,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: `/api/api_beta_pagamento/${link}`,
    headers: { host: BETA },
    payload: body,
  });

/** A payment event as Worldline sends it; `changes` replace members of the payment. */
export function event(
  code: string,
  options: { status?: string; amount?: number; currency?: string; merchantId?: string } = {},
): Record<string, unknown> {
  const status = options.status ?? 'CAPTURED';
  return {
    apiVersion: 'v1',
    id: `evt-${code}-${status}`,
    created: '2026-11-22T10:15:00.000+01:00',
    merchantId: options.merchantId ?? worldline.merchantId,
    type: `payment.${status.toLowerCase()}`,
    payment: {
      id: '3066019730_0',
      paymentOutput: {
        amountOfMoney: {
          amount: options.amount ?? AMOUNT,
          currencyCode: options.currency ?? 'EUR',
        },
        references: { merchantReference: code },
      },
      status,
      statusOutput: { statusCode: status === 'CAPTURED' ? 9 : 2 },
    },
  };
}

/** Posts a webhook; the signature and key id are Worldline's unless told otherwise. */
export function webhook(
  t: TestApp,
  link: string,
  body: object | string,
  headers: { signature?: string | null; keyId?: string | null; host64?: string } = {},
): Promise<LightMyRequestResponse> {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  const signature = headers.signature === undefined ? sign(payload) : headers.signature;
  const keyId = headers.keyId === undefined ? worldline.keyId : headers.keyId;
  return t.app.inject({
    method: 'POST',
    url: `/api/worldline/webhook/${link}/${headers.host64 ?? beta64}`,
    headers: {
      // The provider's own Host: whatever the callback points at, never the customer's.
      host: 'webhooks.invalid',
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-gcs-signature': signature }),
      ...(keyId === null ? {} : { 'x-gcs-keyid': keyId }),
    },
    payload,
  });
}

export const markings = async (t: TestApp, id: string): Promise<number | undefined> =>
  (
    await t.runtime.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payments WHERE document_id = $1',
      [id],
    )
  )[0]?.n;

export const verifica = async (t: TestApp, link: string): Promise<number> =>
  (
    await t.app.inject({ url: `/api/api_beta_verifica/${link}`, headers: { host: BETA } })
  ).json<number>();
