/**
 * Opening hours as the customer reads them (decision 270): ISO weekdays named in the page's
 * language by Intl, a run of three or more days as "lunedì–venerdì", times as written.
 */

// 1 January 2024 was a Monday: day n of the ISO week is 2024-01-0n.
const weekday = (locale: string, day: number): string =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );

/** The days of an entry, e.g. [1,2,3,4,5] → "lunedì–venerdì", [2,4] → "martedì, giovedì". */
export function dayNames(locale: string, days: readonly number[]): string {
  const sorted = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .flatMap((run) => {
      const first = run[0] ?? 1;
      const last = run.at(-1) ?? first;
      if (run.length >= 3) return [`${weekday(locale, first)}–${weekday(locale, last)}`];
      return run.map((day) => weekday(locale, day));
    })
    .join(', ');
}

/** A link from data only when it is http(s) (shared decision 6). */
export function safeUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** A number as a `tel:` link: digits and a leading +. */
export const telHref = (number: string): string => `tel:${number.replace(/[^0-9+]/g, '')}`;
