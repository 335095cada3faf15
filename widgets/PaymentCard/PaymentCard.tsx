import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatBillDate } from '../../src/domain/dates.ts';
import {
  debtDisplay,
  debtSituation,
  documentAmountDisplay,
  paymentLabelColumns,
  paidPayButtons,
  paymentStatusMessage,
  payButtons,
  showsExpiry,
  type PaymentStatusMessage,
} from '../../src/domain/payment.ts';
import { useBill } from '../../src/state/bill.ts';
import { hostString, useHost } from '../../src/state/host.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { Icon, type IconName } from '../../src/ui/statusIcons.tsx';
import { pagopaLinkOf } from '../../src/domain/unpaid.ts';
import { AmountsDetail } from '../../src/ui/AmountsDetail.tsx';
import { DirectDebitPromotion } from './DirectDebitPromotion.tsx';
import { DueDateReminder } from './DueDateReminder.tsx';
import { PayArea } from './PayArea.tsx';
import type { PaymentCardProps } from './props.gen.ts';
import { paymentFieldLabel } from '../../src/domain/summary.ts';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';

/**
 * Spec §2 "Labels use one or two columns": each label above its value, one or two per row. The
 * amount to pay always takes a whole row, large: it is the first thing a customer reads.
 */
const Facts = styled.dl<{ $columns: 1 | 2 }>`
  margin: 0;
  display: grid;
  grid-template-columns: ${(p) =>
    p.$columns === 2 ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)'};
  gap: 16px 24px;
  & > div {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  & dt {
    color: var(--q-text-muted, #52606d);
    font-size: 0.9375rem;
  }
  & dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
  & > div[data-wide] {
    grid-column: 1 / -1;
  }
  & dd[data-size='large'] {
    font-size: 2rem;
    font-weight: 700;
    line-height: 1.15;
    white-space: nowrap;
  }
  & dd[data-size='medium'] {
    font-size: 1.25rem;
    line-height: 1.3;
  }
`;

const tones: Record<PaymentStatusMessage, { icon: IconName; color: string; background: string }> = {
  cancelled: { icon: 'cross', color: '#8a1c1c', background: '#fdecec' },
  toValidate: { icon: 'clock', color: '#6b4200', background: '#fff4df' },
  paid: { icon: 'check', color: '#14532d', background: '#e7f6ec' },
  directDebit: { icon: 'bank', color: '#0b3f75', background: '#e8f1fb' },
};

const Status = styled.div<{ $tone: PaymentStatusMessage }>`
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 12px 16px;
  border-radius: 8px;
  color: ${(p) => tones[p.$tone].color};
  background: ${(p) => tones[p.$tone].background};
  font-weight: 500;
  & > svg {
    margin-top: 2px;
  }
`;

/**
 * The payment-data card (spec §2 "Payment-data card", §4 "Payment status", §5 "Display rules";
 * decisions 7, 13, 16 and project decisions 58–60): the amount to pay and its due date first,
 * the status message, the pay-now buttons, the direct-debit promotion, then the collapsible
 * amounts summary. Every rule comes from src/domain/payment.ts.
 */
export function PaymentCard({
  titleKey,
  pagopaLink,
  source = 'media',
  amountsDetail = true,
  amountsChart = true,
  disabledWhenPaid = false,
}: PaymentCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const doc = useBill((state) => state.doc);
  // The document's pagoPA link, else the template's, else the host's (project decision 25).
  const hostLink = useHost((state) => hostString(state.settings, 'pagopaLink'));

  const locale = useNumberLocale();
  const debt = debtDisplay(doc?.document_payment_debt, locale);
  // Project decision 126: a credit or a paid bill is not worded as something to pay.
  const situation = debtSituation(doc);
  const debtLabel =
    situation === 'credit'
      ? t('widgets.paymentCard.credit')
      : situation === 'paid'
        ? t('widgets.paymentCard.paidAmount')
        : paymentFieldLabel(doc, 'doc_payment_debt') || t('widgets.paymentCard.toPay');
  const expiry = showsExpiry(doc) ? formatBillDate(doc?.document_payment_expiry) : '';
  const documentAmount = documentAmountDisplay(doc, locale);
  const documentLabel = documentAmount.credit
    ? t('widgets.paymentCard.documentCredit')
    : paymentFieldLabel(doc, 'doc_amount') || t('widgets.paymentCard.documentAmount');
  const message = paymentStatusMessage(doc);
  const columns = paymentLabelColumns(doc);
  // A document without any amount or status is not a bill to pay: no empty card (decision 2).
  if (debt.text === '' && documentAmount.text === '' && message === null) return null;

  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t(titleKey ?? 'widgets.paymentCard.title')}</CardTitle>
      <Facts $columns={columns} data-columns={columns}>
        {debt.text !== '' && (
          <div data-wide="">
            <dt>{debtLabel}</dt>
            <dd data-size="large">{debt.text}</dd>
          </div>
        )}
        {expiry !== '' && (
          <div>
            <dt>
              {paymentFieldLabel(doc, 'doc_payment_expiry') || t('widgets.paymentCard.expiry')}
            </dt>
            <dd data-size="medium">{expiry}</dd>
            <dd>
              <DueDateReminder doc={doc} />
            </dd>
          </div>
        )}
        {documentAmount.text !== '' && (
          <div>
            <dt>{documentLabel}</dt>
            <dd>{documentAmount.text}</dd>
          </div>
        )}
      </Facts>
      {message !== null && (
        <Status role="status" $tone={message}>
          <Icon name={tones[message].icon} />
          <span>{t(`widgets.paymentCard.status.${message}`)}</span>
        </Status>
      )}
      <PayArea
        doc={doc}
        buttons={payButtons(doc)}
        disabledButtons={disabledWhenPaid ? paidPayButtons(doc) : []}
        pagopaLink={pagopaLinkOf(doc, pagopaLink ?? hostLink)}
        source={source}
      />
      <DirectDebitPromotion doc={doc} />
      {amountsDetail && <AmountsDetail doc={doc} withChart={amountsChart} />}
    </WidgetCard>
  );
}
