// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sessionLifetimes, sessionTtl } from './lifetimes.ts';

describe('a session’s lifetime (issue 27)', () => {
  const now = Date.UTC(2026, 10, 28, 12);
  const at = (secondsAgo: number) => Math.floor(now / 1000) - secondsAgo;

  it('counts from the login: remembered 14 days, else 12 hours', () => {
    expect(sessionTtl({ loginTs: at(0) }, now)).toBe(sessionLifetimes.rememberedSeconds);
    expect(sessionTtl({ loginTs: at(0), transient: true }, now)).toBe(12 * 3600);
    expect(sessionTtl({ loginTs: at(3600), transient: true }, now)).toBe(11 * 3600);
    expect(sessionTtl({ loginTs: at(13 * 86_400) }, now)).toBe(86_400);
  });

  it('is never less than a second, nor extended by use', () => {
    expect(sessionTtl({ loginTs: at(15 * 86_400) }, now)).toBe(1);
    expect(sessionTtl({ loginTs: at(13 * 3600), transient: true }, now)).toBe(1);
    expect(sessionTtl({}, now)).toBe(sessionLifetimes.rememberedSeconds);
  });
});
