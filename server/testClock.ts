/**
 * Italy's date as the self-reading window sees it (spec §9). The end-to-end tests must open and
 * close the window whatever day they run on, and they drive a real server in another process:
 * the sample server (server/sampleServer.ts) lets a request name the date in `X-Quadro-Today`
 * (`YYYY-MM-DD`). `npm start` and production never do: there the header is ignored.
 */
import { parseBillDate, type CalendarDate } from '../src/domain/dates.ts';
import { italianDate } from '../src/domain/selfReading.ts';
import type { Deps } from './deps.ts';

export const TODAY_HEADER = 'x-quadro-today';

export function italianToday(
  deps: Pick<Deps, 'now' | 'todayHeader'>,
  header: string | string[] | undefined,
): CalendarDate {
  const named =
    deps.todayHeader && typeof header === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(header)
      ? parseBillDate(header)
      : undefined;
  return named ?? italianDate(deps.now());
}
