import { describe, expect, it } from 'vitest';
import { refreshReuseSeconds, refreshTokenAt } from './refreshReuse.ts';

describe('a rotated refresh token’s reuse interval (ADR 0060)', () => {
  const stored = { grantId: 'g1', accountId: 'a', consumed: 1_000 };

  it('reads an unspent token as it is', () => {
    const unspent = { grantId: 'g1', accountId: 'a' };
    expect(refreshTokenAt(unspent, 5_000)).toEqual(unspent);
  });

  it.each([
    ['at its first use', 1_000, false],
    ['a second later', 1_001, false],
    ['a second before the interval ends', 1_000 + refreshReuseSeconds - 1, false],
    ['when the interval ends', 1_000 + refreshReuseSeconds, true],
    ['an hour later', 4_600, true],
  ])('%s it reads as spent: %s', (_when, now, spent) => {
    const seen = refreshTokenAt(stored, now);
    expect('consumed' in seen).toBe(spent);
    expect(seen).toMatchObject({ grantId: 'g1', accountId: 'a' });
  });
});
