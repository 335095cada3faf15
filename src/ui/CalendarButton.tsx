import type { ReactNode } from 'react';
import type { CalendarFile } from '../calendar/index.ts';
import { PayControl } from './buttons.ts';
import { Icon } from './statusIcons.tsx';
import { useCalendarDownload } from './useCalendarDownload.ts';

/**
 * A secondary button that downloads a reminder file (spec §9 "Memo reminder"): the file is made
 * on the click (`file`, so its stamp is the click's time) and the button is busy, and disabled,
 * until the browser has it. `what` names the reminder in the log of a file that failed.
 */
export function CalendarButton(props: {
  what: string;
  fileName: string;
  file: () => CalendarFile;
  /** The label; `busyLabel`, if given, while the file is made. */
  label: ReactNode;
  busyLabel?: ReactNode;
}) {
  const { busy, download } = useCalendarDownload(props.what);
  return (
    <PayControl
      type="button"
      $primary={false}
      aria-busy={busy}
      disabled={busy}
      onClick={() => {
        void download(props.fileName, props.file);
      }}
    >
      <Icon name="download" size={18} />
      {busy && props.busyLabel !== undefined ? props.busyLabel : props.label}
    </PayControl>
  );
}
