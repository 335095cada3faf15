import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { amountsTotalRow, showsVatTable, summaryStartsOpen } from '../domain/payment.ts';
import { AmountsChart } from './charts/amounts/AmountsChart.tsx';
import { AmountsTable } from './AmountsTable.tsx';
import { amountSlices } from '../domain/amountSlices.ts';
import { VatTable } from './VatTable.tsx';
import { summaryRows, vatRows } from '../domain/summary.ts';
import { DisclosureToggle } from './DisclosureToggle.tsx';
import { useNumberLocale } from './useNumberLocale.ts';
import { useTermForLabel } from './explain/useTermForLabel.ts';

const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  &[hidden] {
    display: none;
  }
`;

/** The pie under the tables, its heading set like the tables' captions. */
const ChartBlock = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  & > h3 {
    margin: 0;
    font-size: 1rem;
    font-weight: 600;
  }
`;

const totalKeys = {
  'TOTALE DA PAGARE': 'widgets.paymentCard.totalToPay',
  'TOTALE A CREDITO': 'widgets.paymentCard.totalCredit',
} as const;

/**
 * Whether the bill has anything for the amounts summary to show; with `withChart`, the amounts
 * pie counts too (§5 "the chart likewise": enabled and with an entry to draw).
 */
export function hasAmountsDetail(doc: BillDocument | undefined, withChart = false): boolean {
  return (
    summaryRows(doc).length > 0 ||
    amountsTotalRow(doc?.document_payment_debt) !== null ||
    (showsVatTable(doc) && vatRows(doc).length > 0) ||
    (withChart && amountSlices(doc).length > 0)
  );
}

/**
 * Spec §2 "a collapsible section with an amounts summary table, an optional VAT table … and an
 * optional pie chart. A toggle arrow reads 'detail' or 'close'; the section starts open if the
 * open-summary flag is set"; decision 16 (the total row); §5 (the VAT table and the chart only
 * if enabled and non-empty). The pie is drawn only with `withChart` (project decision 71), by
 * the AmountsChart widget's lazy component, and only while the section is open: its chunk is
 * fetched on the first opening and it always measures a real width. Nothing at all when there
 * is nothing to show.
 */
export function AmountsDetail({
  doc,
  withChart = false,
}: {
  doc: BillDocument | undefined;
  withChart?: boolean;
}) {
  const { t } = useTranslation();
  const regionId = useId();
  const chartId = useId();
  const [open, setOpen] = useState(() => summaryStartsOpen(doc));
  const locale = useNumberLocale();
  const termForLabel = useTermForLabel();
  const rows = summaryRows(doc, locale);
  const total = amountsTotalRow(doc?.document_payment_debt, locale);
  const vat = showsVatTable(doc) ? vatRows(doc, locale) : [];
  const chart = withChart && amountSlices(doc).length > 0;
  if (rows.length === 0 && total === null && vat.length === 0 && !chart) return null;

  return (
    <>
      <DisclosureToggle
        open={open}
        controls={regionId}
        onToggle={() => {
          setOpen((value) => !value);
        }}
      >
        {t(open ? 'widgets.paymentCard.close' : 'widgets.paymentCard.detail')}
      </DisclosureToggle>
      <Region id={regionId} hidden={!open}>
        {(rows.length > 0 || total !== null) && (
          <AmountsTable
            caption={t('widgets.paymentCard.summaryTitle')}
            columns={[t('widgets.paymentCard.item'), t('widgets.paymentCard.amount')]}
            rows={rows.map((row) => ({
              label: row.label,
              values: [row.amount],
              term: termForLabel(row.label),
            }))}
            total={total && { label: t(totalKeys[total.label]), values: [total.text] }}
          />
        )}
        <VatTable lines={vat} />
        {open && chart && (
          <ChartBlock aria-labelledby={chartId}>
            <h3 id={chartId}>{t('widgets.amountsChart.title')}</h3>
            <AmountsChart framed={false} />
          </ChartBlock>
        )}
      </Region>
    </>
  );
}
