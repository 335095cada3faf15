import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { amountsTotalRow, showsVatTable, summaryStartsOpen } from '../../src/domain/payment.ts';
import { readPath } from '../../src/domain/flags.ts';
import { AmountsChartSkeleton, LazyAmountsChart } from '../AmountsChart/index.ts';
import { amountSlices } from '../shared/charts/amountSlices.ts';
import { ChartSlot } from '../shared/charts/lazyChart.tsx';
import { Icon } from '../shared/statusIcons.tsx';
import { Table, TableScroll } from '../shared/table.ts';
import { summaryRows, vatRows } from './summary.ts';
import { Toggle } from './styles.ts';

const Region = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  &[hidden] {
    display: none;
  }
`;

/** The shared table, with long item names wrapping on a phone instead of scrolling. */
const SummaryTable = styled(Table)`
  & caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 8px;
  }
  & tbody th {
    white-space: normal;
  }
  & tfoot th,
  & tfoot td {
    text-align: right;
    font-weight: 700;
    border-bottom: 0;
    padding-top: 12px;
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
export function hasAmountsDetail(doc: unknown, withChart = false): boolean {
  return (
    summaryRows(doc).length > 0 ||
    amountsTotalRow(readPath(doc, 'document_payment_debt')) !== null ||
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
export function AmountsDetail({ doc, withChart = false }: { doc: unknown; withChart?: boolean }) {
  const { t } = useTranslation();
  const regionId = useId();
  const summaryId = useId();
  const vatId = useId();
  const chartId = useId();
  const [open, setOpen] = useState(() => summaryStartsOpen(doc));
  const rows = summaryRows(doc);
  const total = amountsTotalRow(readPath(doc, 'document_payment_debt'));
  const vat = showsVatTable(doc) ? vatRows(doc) : [];
  const chart = withChart && amountSlices(doc).length > 0;
  if (rows.length === 0 && total === null && vat.length === 0 && !chart) return null;

  return (
    <>
      <Toggle
        type="button"
        $open={open}
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        {t(open ? 'widgets.paymentCard.close' : 'widgets.paymentCard.detail')}
        <Icon name="chevron" />
      </Toggle>
      <Region id={regionId} hidden={!open}>
        {(rows.length > 0 || total !== null) && (
          <TableScroll role="region" aria-labelledby={summaryId} tabIndex={0}>
            <SummaryTable>
              <caption id={summaryId}>{t('widgets.paymentCard.summaryTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('widgets.paymentCard.item')}</th>
                  <th scope="col" data-numeric="">
                    {t('widgets.paymentCard.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index}>
                    <th scope="row">{row.label}</th>
                    <td data-numeric="">{row.amount}</td>
                  </tr>
                ))}
              </tbody>
              {total !== null && (
                <tfoot>
                  <tr>
                    <th scope="row">{t(totalKeys[total.label])}</th>
                    <td data-numeric="">{total.text}</td>
                  </tr>
                </tfoot>
              )}
            </SummaryTable>
          </TableScroll>
        )}
        {vat.length > 0 && (
          <TableScroll role="region" aria-labelledby={vatId} tabIndex={0}>
            <SummaryTable>
              <caption id={vatId}>{t('widgets.paymentCard.vatTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('widgets.paymentCard.vatRate')}</th>
                  <th scope="col" data-numeric="">
                    {t('widgets.paymentCard.vatTaxable')}
                  </th>
                  <th scope="col" data-numeric="">
                    {t('widgets.paymentCard.vatAmount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {vat.map((row, index) => (
                  <tr key={index}>
                    <th scope="row">{row.rate}</th>
                    <td data-numeric="">{row.taxable}</td>
                    <td data-numeric="">{row.amount}</td>
                  </tr>
                ))}
              </tbody>
            </SummaryTable>
          </TableScroll>
        )}
        {open && chart && (
          <ChartBlock aria-labelledby={chartId}>
            <h3 id={chartId}>{t('widgets.amountsChart.title')}</h3>
            <ChartSlot skeleton={<AmountsChartSkeleton framed={false} />}>
              <LazyAmountsChart framed={false} />
            </ChartSlot>
          </ChartBlock>
        )}
      </Region>
    </>
  );
}
