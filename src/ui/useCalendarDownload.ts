import { useState } from 'react';
import { downloadCalendar, type CalendarFile } from '../calendar/index.ts';

/**
 * The click of an "add to calendar" button (spec §9 reminders): builds the .ics file, whose
 * generator is fetched only then, and hands it to the browser's download. `busy` while it is
 * made; `failed` after a file that could not be made (spec §8 treats it as a log line, named
 * by `what`; a caller may also say so on screen). `file` is called on the click, so the file's
 * stamp is the click's time.
 */
export function useCalendarDownload(what: string) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async (fileName: string, file: () => CalendarFile): Promise<void> => {
    setBusy(true);
    setFailed(false);
    try {
      await downloadCalendar(fileName, file());
    } catch (error) {
      console.warn(`[quadro] the ${what} was not made`, error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { busy, failed, download };
}
