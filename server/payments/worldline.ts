import { createHmac } from 'node:crypto';
import { isRecord } from '../../src/domain/flags.ts';
import { nestedDeeper, unstorableAt } from '../http/body.ts';
import { constantTimeEqual } from './secrets.ts';
import { isAttemptCode } from './store.ts';

/**
 * The second card provider, on the model of Worldline Direct: a hosted checkout the browser is
 * redirected to, and webhooks whose JSON body is signed with the merchant's webhook secret:
 * `X-GCS-Signature` is base64(HMAC-SHA256(the body's exact bytes, secret)) and `X-GCS-KeyId`
 * names which key signed it.
 */

export const SIGNATURE_HEADER = 'x-gcs-signature';
export const KEY_ID_HEADER = 'x-gcs-keyid';

/** The payment statuses the portal acts on; CAPTURED alone means the money was taken. */
export type PaymentStatus = 'CAPTURED' | 'REJECTED' | 'CANCELLED';

/** A webhook event, as far as the portal reads it. */
export interface WebhookEvent {
  apiVersion: string;
  id: string;
  type: string;
  merchantId: string;
  payment: {
    id: string;
    status: string;
    amountCents: number;
    currency: string;
    merchantReference: string;
  };
}

export const webhookSignature = (body: Buffer | string, key: string): string =>
  createHmac('sha256', key).update(body).digest('base64');

/** Constant-time, and exact: base64 is case-sensitive. */
export const signatureMatches = (body: Buffer, key: string, given: string): boolean =>
  constantTimeEqual(webhookSignature(body, key), given);

/**
 * The event a verified body holds, or the reason it is not one. Only what the portal reads is
 * required; Worldline adds fields over time, and a signed event is not refused for those.
 */
export function readEvent(json: unknown): WebhookEvent | string {
  if (!isRecord(json)) return 'the body is not a JSON object';
  const payment = json['payment'];
  const output = isRecord(payment) ? payment['paymentOutput'] : undefined;
  const money = isRecord(output) ? output['amountOfMoney'] : undefined;
  const references = isRecord(output) ? output['references'] : undefined;
  const amount = isRecord(money) ? money['amount'] : undefined;
  const reference = isRecord(references) ? references['merchantReference'] : undefined;
  const text = (value: unknown): value is string => typeof value === 'string' && value !== '';
  const { apiVersion, id, type, merchantId } = json;
  if (!text(apiVersion) || !text(id) || !text(type) || !text(merchantId)) {
    return 'apiVersion, id, type and merchantId must be strings';
  }
  if (!isRecord(payment) || !text(payment['id']) || !text(payment['status'])) {
    return 'payment.id and payment.status must be strings';
  }
  if (!Number.isSafeInteger(amount) || !isRecord(money) || !text(money['currencyCode'])) {
    return 'payment.paymentOutput.amountOfMoney must hold an integer amount and a currencyCode';
  }
  if (!text(reference) || !isAttemptCode(reference)) {
    return 'payment.paymentOutput.references.merchantReference is not a reference of this portal';
  }
  return {
    apiVersion,
    id,
    type,
    merchantId,
    payment: {
      id: payment['id'],
      status: payment['status'],
      amountCents: amount as number,
      currency: money['currencyCode'],
      merchantReference: reference,
    },
  };
}

/** The event the provider sends when a checkout ends; the sandbox's and the tests' source. */
export function paymentEvent(input: {
  id: string;
  paymentId: string;
  created: Date;
  merchantId: string;
  merchantReference: string;
  amountCents: number;
  currency: string;
  status: PaymentStatus;
}): object {
  const status = input.status;
  return {
    apiVersion: 'v1',
    id: input.id,
    created: input.created.toISOString(),
    merchantId: input.merchantId,
    type: `payment.${status.toLowerCase()}`,
    payment: {
      id: input.paymentId,
      paymentOutput: {
        amountOfMoney: { amount: input.amountCents, currencyCode: input.currency },
        references: { merchantReference: input.merchantReference },
      },
      status,
      // Worldline's statusCode: 9 captured, 2 rejected, 1 cancelled by the customer.
      statusOutput: { statusCode: { CAPTURED: 9, REJECTED: 2, CANCELLED: 1 }[status] },
    },
  };
}

/**
 * The body as JSON, to read and to keep; a body that is not JSON, or nests deeper than any
 * event, or holds text no database column stores (a NUL, a lone surrogate), is kept as its
 * exact text: the evidence, and nothing the portal reads. The depth is checked before parsing.
 * Nothing read here is believed before the signature over the bytes is checked.
 */
export function parseBody(body: Buffer): unknown {
  const text = body.toString('utf8');
  if (nestedDeeper(text)) return { body: text };
  try {
    const json = JSON.parse(text) as unknown;
    return unstorableAt(json) === null ? json : { body: text };
  } catch {
    return { body: text };
  }
}
