import { useFormTranslation } from '../../src/i18n/formTexts.ts';
import styled from 'styled-components';
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { dataText } from '../../src/domain/flags.ts';
import { debtDisplay } from '../../src/domain/payment.ts';
import { useHost } from '../../src/state/host.ts';
import { focusRing } from '../../src/ui/buttons.ts';
import { Icon } from '../../src/ui/statusIcons.tsx';
import { useCalendarDownload } from '../../src/ui/useCalendarDownload.ts';
import { dueReminder } from './dueReminder.ts';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';

const Add = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: var(--q-primary, #0b5cad);
  font: inherit;
  font-weight: 500;
  text-decoration: underline;
  text-align: start;
  cursor: pointer;
  ${focusRing}
`;

/**
 * Beside the due date (spec §9 "Payment due reminder"): a button that builds the .ics file on
 * click (ical-generator is fetched then, never with the page) and hands it to the browser.
 */
export function DueDateReminder({ doc }: { doc: BillDocument | undefined }) {
  const { t } = useFormTranslation();
  const supplier = useHost((state) => state.settings?.supplier);
  const { download } = useCalendarDownload('due-date reminder');
  const locale = useNumberLocale();
  const number = dataText(doc?.document_number);
  const reminder = dueReminder(doc, supplier, {
    title: t('forms.reminders.dueDateTitle', { number }).trim(),
    description: t('forms.reminders.dueDateDescription', {
      amount: debtDisplay(doc?.document_payment_debt, locale).text,
    }),
    fileName: t('forms.reminders.dueDateFile'),
  });
  if (reminder === undefined) return null;
  const add = () => {
    void download(reminder.fileName, () => ({ events: [reminder.event], now: new Date() }));
  };
  // A file that cannot be made is said in the snackbar (useCalendarDownload).
  return (
    <Add type="button" onClick={add} aria-label={t('forms.reminders.dueDateLabel')}>
      <Icon name="calendar" size={18} />
      {t('forms.reminders.dueDate')}
    </Add>
  );
}
