// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { boundedRaw } from './unverified.ts';

describe('an unverified notification’s body, as kept (issue 27)', () => {
  it('keeps a body of up to the bound whole', () => {
    const raw = { body: 'x'.repeat(100) };
    expect(boundedRaw(raw, 4096)).toBe(raw);
  });

  it('keeps a longer one as its start, size and SHA-256', () => {
    const raw = { junk: 'é'.repeat(3000) };
    const text = JSON.stringify(raw);
    expect(boundedRaw(raw, 4096)).toEqual({
      truncated: {
        bytes: Buffer.byteLength(text),
        sha256: createHash('sha256').update(text).digest('hex'),
        start: text.slice(0, 1024),
      },
    });
  });
});
