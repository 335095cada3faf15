import { useFormTranslation } from '../../src/i18n/formTexts.ts';
import { SELF_READING_MEMO_FILE_NAME, selfReadingMemo } from '../../src/calendar/index.ts';
import { calendarUid } from '../../src/domain/calendarUid.ts';
import { italianDate, type SelfReadingWindowRule } from '../../src/domain/selfReading.ts';
import { CalendarButton } from '../../src/ui/CalendarButton.tsx';
import type { GasSupply } from './gasSupplies.ts';

/**
 * The form's reminder (MEMO) button (spec §2 "a note, a reminder button, a numeric input"; §8
 * with 0 enter days): Promemoria Autolettura.ics on a day inside the host's window (§9,
 * decision 490), offered whether the window is open today or not.
 */
export function MemoButton(props: {
  supply: GasSupply;
  supplier: string;
  rule: SelfReadingWindowRule;
}) {
  const { supply, supplier, rule } = props;
  const { t } = useFormTranslation();
  const memo = () =>
    selfReadingMemo({
      title: t('forms.selfReading.memoTitle'),
      description: t('forms.selfReading.memoDescription', { code: supply.pdr }),
      rule,
      today: italianDate(new Date()),
      // The card's UID for the same point (decision 116): one event, whichever offers it.
      uid: calendarUid('autolettura', [supplier, supply.pdr || supply.siteId]),
      now: new Date(),
    });
  return (
    <div>
      <CalendarButton
        what="self-reading reminder"
        fileName={SELF_READING_MEMO_FILE_NAME}
        file={memo}
        label={t('forms.selfReading.memo')}
      />
    </div>
  );
}
