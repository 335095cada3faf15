// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealer, ISSUE_CLOCK_SKEW_MS, sealKey } from './seal.ts';

const key = sealKey(randomBytes(32));
const sealer = createSealer([key]);
const now = new Date('2026-11-22T10:00:00Z');
const later = new Date('2027-11-22T10:00:00Z');

function flip(token: string, at: number): string {
  const raw = Buffer.from(token, 'base64url');
  raw[at] = (raw[at] ?? 0) ^ 1;
  return raw.toString('base64url');
}

describe('sealed links (AES-256-GCM with expiry)', () => {
  it('opens what it sealed, with its expiry', () => {
    const token = sealer.seal('link', 'alfa-2026-0001', later);
    expect(sealer.open('link', token, now)).toEqual({
      status: 'valid',
      value: 'alfa-2026-0001',
      expiresAt: later,
    });
  });

  it('reports an expired link as expired, not as invalid', () => {
    const token = sealer.seal('link', 'alfa-2026-0001', now);
    expect(sealer.open('link', token, now).status).toBe('expired');
  });

  it('never shows the document id in the link', () => {
    const token = sealer.seal('link', 'alfa-2026-0001', later);
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('alfa');
  });

  it('gives a different link each time for the same document', () => {
    expect(sealer.seal('link', 'x', later)).not.toBe(sealer.seal('link', 'x', later));
  });

  it.each([
    ['a flipped bit in the ciphertext', (t: string) => flip(t, 20)],
    ['a flipped bit in the tag', (t: string) => flip(t, Buffer.from(t, 'base64url').length - 1)],
    ['a flipped bit in the iv', (t: string) => flip(t, 8)],
    ['an unknown key id', (t: string) => flip(t, 2)],
    ['another version', (t: string) => flip(t, 0)],
    ['a truncated link', (t: string) => t.slice(0, -4)],
    ['characters outside base64url', (t: string) => `${t}+`],
    ['an empty link', () => ''],
    ['a plain document id', () => 'alfa-2026-0001'],
    ['a very long link', (t: string) => t.repeat(10)],
  ])('refuses %s', (_name, tamper) => {
    const token = sealer.seal('link', 'alfa-2026-0001', later);
    expect(sealer.open('link', tamper(token), now)).toEqual({ status: 'invalid' });
  });

  it('does not open a token sealed for another purpose', () => {
    const token = sealer.seal('token', 'alfa-2026-0001', later);
    expect(sealer.open('link', token, now)).toEqual({ status: 'invalid' });
    expect(sealer.open('media', token, now)).toEqual({ status: 'invalid' });
  });

  it('opens links of an older key after rotation, and seals with the new one', () => {
    const old = sealer.seal('link', 'x', later);
    const rotated = createSealer([sealKey(randomBytes(32)), key]);
    expect(rotated.open('link', old, now).status).toBe('valid');
    expect(sealer.open('link', rotated.seal('link', 'x', later), now).status).toBe('invalid');
  });

  it('seals the issue time of a link when given, and opens links sealed without it', () => {
    const issued = sealer.seal('link', 'x', later, now);
    expect(sealer.open('link', issued, now)).toEqual({
      status: 'valid',
      value: 'x',
      expiresAt: later,
      issuedAt: now,
    });
    expect(sealer.open('link', sealer.seal('link', 'x', later), now)).not.toHaveProperty(
      'issuedAt',
    );
  });

  it('refuses a link issued in the future beyond the clock skew (decision 390)', () => {
    const at = (ms: number) => new Date(now.getTime() + ms);
    expect(
      sealer.open('link', sealer.seal('link', 'x', later, at(ISSUE_CLOCK_SKEW_MS)), now),
    ).toMatchObject({
      status: 'valid',
    });
    const ahead = sealer.seal('link', 'x', later, at(ISSUE_CLOCK_SKEW_MS + 1000));
    expect(sealer.open('link', ahead, now)).toEqual({ status: 'invalid' });
    // The same link opens once its issue time has come.
    expect(sealer.open('link', ahead, at(ISSUE_CLOCK_SKEW_MS + 1000)).status).toBe('valid');
  });

  it('opens exactly one encoding: a last character differing only in unused bits is refused', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // Document ids of every length modulo 3, so the last character has unused bits.
    let checked = 0;
    for (const value of ['a', 'ab', 'abc']) {
      const token = sealer.seal('link', value, later);
      if (Buffer.from(token, 'base64url').length % 3 === 0) continue;
      const last = alphabet.indexOf(token.slice(-1));
      const twin = token.slice(0, -1) + (alphabet[last ^ 1] ?? '');
      expect(Buffer.from(twin, 'base64url')).toEqual(Buffer.from(token, 'base64url'));
      expect(sealer.open('link', token, now).status).toBe('valid');
      expect(sealer.open('link', twin, now)).toEqual({ status: 'invalid' });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('refuses keys that are not 256 bits', () => {
    expect(() => sealKey(randomBytes(16))).toThrow(/32 bytes/);
  });
});
