/**
 * Hands a reminder file to the browser's download. ical-generator arrives only here, with a
 * dynamic import on the customer's click, in a chunk of its own (DESIGN "Budgets").
 */
import { saveBlob } from '../ui/saveFile.ts';
import type { CalendarFile } from './types.ts';

/** Builds `file` and saves it as `fileName` (e.g. `Promemoria Autolettura.ics`). */
export async function downloadCalendar(fileName: string, file: CalendarFile): Promise<void> {
  const { calendarText } = await import('./ics.ts');
  const ics = calendarText(file);
  saveBlob(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), fileName);
}
