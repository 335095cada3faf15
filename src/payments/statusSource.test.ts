import { describe, expect, it } from 'vitest';
import { readsVerifiedStatus, withVerifiedStatus } from './statusSource.ts';

describe('spec §4 "Status source"', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['DB', false],
    ['db', false],
    [' Db ', false],
    ['', false],
    ['verifica', true],
    ['API', true],
  ])('statusSource %j reads the verified status: %s', (statusSource, expected) => {
    expect(readsVerifiedStatus(statusSource === undefined ? {} : { statusSource })).toBe(expected);
  });

  const doc = { document_number: 'A1', document_payment_status: 1 };
  it.each<[string, Parameters<typeof withVerifiedStatus>[1], unknown]>([
    ['a paid answer', { ok: true, value: 4 }, 4],
    ['a cancelled answer', { ok: true, value: 0 }, 0],
    ['an unpaid answer', { ok: true, value: 1 }, 1],
    ['no status (-1): the document’s', { ok: true, value: -1 }, 1],
    ['an unknown status: the document’s', { ok: true, value: 9 }, 1],
    [
      'a failed call: the document’s',
      { ok: false, failure: { reason: 'network', detail: 'x' } },
      1,
    ],
  ])('%s', (_case, verified, status) => {
    expect(withVerifiedStatus(doc, verified).document_payment_status).toBe(status);
  });

  it('leaves the document it was given unchanged', () => {
    withVerifiedStatus(doc, { ok: true, value: 4 });
    expect(doc.document_payment_status).toBe(1);
  });
});
