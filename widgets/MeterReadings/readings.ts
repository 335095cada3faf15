import type { MeterReading, Supply } from '../../schemas/types/bill-document.gen.ts';
import { objectItems } from '../../src/domain/consumption.ts';
import { dayNumber, formatBillDate, parseBillDate } from '../../src/domain/dates.ts';
import { dataText } from '../../src/domain/flags.ts';
import { quantityText } from '../../src/domain/supplies.ts';

export type ReadingKind = 'real' | 'estimated' | 'self' | 'unknown';

export interface ReadingRow {
  date: string;
  value: string;
  band: string;
  kind: ReadingKind;
}

const kinds: Record<string, ReadingKind> = {
  reale: 'real',
  effettiva: 'real',
  stimata: 'estimated',
  stimato: 'estimated',
  autolettura: 'self',
};

/** A reading's kind, any case; a kind the page does not know is shown as unknown, not guessed. */
export function readingKind(value: unknown): ReadingKind {
  return kinds[dataText(value).toLowerCase()] ?? 'unknown';
}

/** The readings of a supply that have a date and a figure, oldest first. */
export function readingRows(supply: Supply | undefined, locale: string): ReadingRow[] {
  const readings: MeterReading[] = objectItems(supply?.letture);
  return readings
    .map((reading) => ({ reading, date: parseBillDate(reading.data) }))
    .filter(({ reading, date }) => date !== undefined && dataText(reading.valore) !== '')
    .sort((a, b) => order(a.date) - order(b.date))
    .map(({ reading }) => ({
      date: formatBillDate(reading.data),
      value: quantityText(reading.valore, dataText(reading.unita), locale),
      band: dataText(reading.fascia),
      kind: readingKind(reading.tipo),
    }));
}

const order = (date: ReturnType<typeof parseBillDate>): number =>
  date === undefined ? 0 : dayNumber(date);
