import { useState } from 'react';
import { downloadCalendar, type CalendarFile } from '../calendar/index.ts';
import { useSnackbar } from '../state/snackbar.ts';

/**
 * The click of an "add to calendar" button (spec §9 reminders): builds the .ics file, whose
 * generator is fetched only then, and hands it to the browser's download. `busy` while it is
 * made. A file that could not be made is logged (named by `what`) and said in the snackbar
 * (issue 17, decision 226), for every reminder button alike. `file` is called on the click, so
 * the file's stamp is the click's time.
 */
export function useCalendarDownload(what: string) {
  const [busy, setBusy] = useState(false);
  const { show } = useSnackbar();
  const download = async (fileName: string, file: () => CalendarFile): Promise<void> => {
    setBusy(true);
    try {
      await downloadCalendar(fileName, file());
    } catch (error) {
      console.warn(`[quadro] the ${what} was not made`, error);
      show({ textKey: 'chrome.snackbar.calendarFailed' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, download };
}
