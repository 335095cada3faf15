// @vitest-environment node
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  paymentEvent,
  parseBody,
  readEvent,
  signatureMatches,
  webhookSignature,
} from './worldline.ts';

const event = paymentEvent({
  id: 'evt-1',
  paymentId: '3066019730_0',
  created: new Date('2026-11-22T09:15:00Z'),
  merchantId: 'm1',
  merchantReference: 'QABC123',
  amountCents: 23874,
  currency: 'EUR',
  status: 'CAPTURED',
});

describe('second provider webhook signatures (Worldline Direct)', () => {
  it('signs the exact bytes: base64 of HMAC-SHA256 under the key', () => {
    const body = Buffer.from('{"a":1}');
    expect(webhookSignature(body, 'k')).toBe(
      createHmac('sha256', 'k').update('{"a":1}').digest('base64'),
    );
    // A known vector (RFC 4231 case 2), so the rule cannot drift with its own implementation.
    expect(webhookSignature('what do ya want for nothing?', 'Jefe')).toBe(
      Buffer.from(
        '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
        'hex',
      ).toString('base64'),
    );
  });

  it('matches only the exact signature: base64 is case-sensitive, and a byte more is another body', () => {
    const body = Buffer.from('{"a":1}');
    const signature = webhookSignature(body, 'k');
    expect(signatureMatches(body, 'k', signature)).toBe(true);
    expect(signatureMatches(body, 'k', signature.toLowerCase())).toBe(false);
    expect(signatureMatches(Buffer.from('{"a":1} '), 'k', signature)).toBe(false);
    expect(signatureMatches(body, 'other', signature)).toBe(false);
    expect(signatureMatches(body, 'k', '')).toBe(false);
  });
});

describe('second provider webhook events', () => {
  it('builds the event Worldline sends, and reads back what the portal needs of it', () => {
    expect(event).toMatchObject({
      apiVersion: 'v1',
      type: 'payment.captured',
      created: '2026-11-22T09:15:00.000Z',
      payment: { status: 'CAPTURED', statusOutput: { statusCode: 9 } },
    });
    expect(readEvent(event)).toEqual({
      apiVersion: 'v1',
      id: 'evt-1',
      type: 'payment.captured',
      merchantId: 'm1',
      payment: {
        id: '3066019730_0',
        status: 'CAPTURED',
        amountCents: 23874,
        currency: 'EUR',
        merchantReference: 'QABC123',
      },
    });
  });

  it.each([
    ['not an object', []],
    ['no merchantId', { ...event, merchantId: undefined }],
    ['no payment', { ...event, payment: null }],
    ['an amount in euro, not cents', withAmount(238.74)],
    ['an amount as a string', withAmount('23874')],
    ['a reference with a NUL', withReference('Q1\u0000')],
    ['a reference of 41 characters', withReference('Q'.repeat(41))],
  ])('says why a body is no event: %s', (_what, body) => {
    expect(typeof readEvent(body)).toBe('string');
  });

  it('keeps a body that is not JSON as its text', () => {
    expect(parseBody(Buffer.from('{"a":1}'))).toEqual({ a: 1 });
    expect(parseBody(Buffer.from('esito=OK'))).toEqual({ body: 'esito=OK' });
  });
});

function withAmount(amount: unknown): object {
  return {
    ...event,
    payment: {
      id: '1_0',
      status: 'CAPTURED',
      paymentOutput: {
        amountOfMoney: { amount, currencyCode: 'EUR' },
        references: { merchantReference: 'Q1' },
      },
    },
  };
}

function withReference(merchantReference: string): object {
  return {
    ...event,
    payment: {
      id: '1_0',
      status: 'CAPTURED',
      paymentOutput: {
        amountOfMoney: { amount: 1, currencyCode: 'EUR' },
        references: { merchantReference },
      },
    },
  };
}
