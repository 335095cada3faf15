import { useFormTranslation } from '../../src/i18n/formTexts.ts';
import type { CalendarEvent } from '../../src/calendar/index.ts';
import { PayControl } from '../../src/ui/buttons.ts';
import { Icon } from '../../src/ui/statusIcons.tsx';
import { useCalendarDownload } from '../../src/ui/useCalendarDownload.ts';

/**
 * An instalment's "add to calendar": the file is built on click, when src/calendar fetches
 * ical-generator (never with the page), and handed to the browser's download.
 */
export function ReminderButton(props: { label: string; fileName: string; event: CalendarEvent }) {
  const { t } = useFormTranslation();
  const { download } = useCalendarDownload('instalment reminder');
  const add = () => {
    void download(props.fileName, () => ({ events: [props.event], now: new Date() }));
  };
  // A file that cannot be made is said in the snackbar (useCalendarDownload).
  return (
    <PayControl type="button" onClick={add} aria-label={props.label} $primary={false}>
      <Icon name="calendar" size={18} />
      {t('widgets.instalments.calendar')}
    </PayControl>
  );
}
