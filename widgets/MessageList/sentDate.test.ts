import { describe, expect, it } from 'vitest';
import { sentDate } from './sentDate.ts';

describe('sentDate (decisions 8 and 303: the day in Europe/Rome, d/m/Y)', () => {
  it.each([
    ['2026-03-05T08:30:00Z', '05/03/2026'],
    ['2026-03-05T23:30:00Z', '06/03/2026'],
    ['2026-07-31T22:15:00Z', '01/08/2026'],
    ['2026-12-31T22:59:59Z', '31/12/2026'],
    ['2026-12-31T23:00:00Z', '01/01/2027'],
    ['2026-05-20T14:05:00+02:00', '20/05/2026'],
    ['not a time', ''],
  ])('%s → %j', (sentAt, shown) => {
    expect(sentDate(sentAt)).toBe(shown);
  });
});
