import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatCalendarDate, type CalendarDate } from '../../src/domain/dates.ts';
import { selfReadingCardWindow, selfReadingWindowRule } from '../../src/domain/selfReading.ts';
import { SELF_READING_MEMO_FILE_NAME, selfReadingMemo } from '../../src/calendar/index.ts';
import { useDialogs } from '../../src/engine/render/index.ts';
import { useBill } from '../../src/state/bill.ts';
import { useHost } from '../../src/state/host.ts';
import { PayControl as Action } from '../../src/ui/buttons.ts';
import { billIdentity, calendarUid } from '../../src/domain/calendarUid.ts';
import { Icon } from '../../src/ui/statusIcons.tsx';
import { CalendarButton } from '../../src/ui/CalendarButton.tsx';

const Window = styled.p`
  margin: 0;
  display: flex;
  align-items: flex-start;
  gap: 8px;
  line-height: 1.5;
  & > svg {
    margin-top: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
`;

/**
 * The gas side of template 5's consumption card (spec §2): the self-reading dates of this month
 * (the host's window, the one the form and get_enterdays follow, decision 490), the reminder file (§9 "Memo reminder") and the button
 * opening the template's self-reading dialog, the card's one primary action.
 */
export function GasSelfReading({
  today,
  pointCode,
  trigger,
}: {
  /** Today in Italy; given, so the dates are the customer's and tests can fix them. */
  today: CalendarDate;
  pointCode: string;
  trigger: string;
}) {
  const { t } = useTranslation();
  const { openDialog } = useDialogs();
  const doc = useBill((state) => state.doc);
  const supplier = useHost((state) => state.settings?.supplier);
  const rule = useHost((state) => selfReadingWindowRule(state.settings?.selfReadingWindow));
  const { from, to } = selfReadingCardWindow(rule, today);
  const memo = () =>
    selfReadingMemo({
      title: t('widgets.consumptionCard.reminderTitle'),
      description: t('widgets.consumptionCard.reminderDescription', { code: pointCode }),
      rule,
      today,
      // One monthly event per supply point, whichever bill offers it; without a point code,
      // per bill, so two customers' reminders never merge into one event.
      uid: calendarUid(
        'autolettura',
        pointCode === '' ? billIdentity(supplier, doc) : [supplier ?? '', pointCode],
      ),
      now: new Date(),
    });
  return (
    <>
      <Window>
        <Icon name="calendar" />
        <span>
          {t('widgets.consumptionCard.window', {
            from: formatCalendarDate(from),
            to: formatCalendarDate(to),
          })}
        </span>
      </Window>
      <Actions>
        <Action
          type="button"
          $primary
          aria-haspopup="dialog"
          onClick={() => {
            openDialog(trigger);
          }}
        >
          {t('widgets.consumptionCard.selfReading')}
        </Action>
        <CalendarButton
          what="self-reading reminder"
          fileName={SELF_READING_MEMO_FILE_NAME}
          file={memo}
          label={t('widgets.consumptionCard.reminder')}
          busyLabel={t('widgets.consumptionCard.reminderBusy')}
        />
      </Actions>
    </>
  );
}
