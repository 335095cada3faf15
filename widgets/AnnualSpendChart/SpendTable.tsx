import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DataDetails } from '../shared/charts/ChartParts.tsx';
import { euro, monthName } from '../shared/charts/labels.ts';
import { Table, TableScroll } from '../shared/table.ts';
import type { AnnualSpend, SpendMonth } from './spend.ts';

/** The text alternative of the annual-spend chart: every month with its year and amount. */
export function SpendTable({ spend }: { spend: AnnualSpend }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const row = (month: SpendMonth, index: number) => (
    <tr key={index}>
      <th scope="row">{monthName(month.month, i18n.language, 'long')}</th>
      <td>{month.year ?? ''}</td>
      <td data-numeric="">{month.amount === undefined ? '' : euro(month.amount)}</td>
    </tr>
  );
  return (
    <DataDetails>
      <summary>{t('widgets.annualSpendChart.showTable')}</summary>
      <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table>
          <caption id={captionId}>{t('widgets.annualSpendChart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('widgets.annualSpendChart.month')}</th>
              <th scope="col">{t('widgets.annualSpendChart.year')}</th>
              <th scope="col" data-numeric="">
                {t('widgets.annualSpendChart.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {spend.current.map(row)}
            {spend.previous.map((month, index) => row(month, spend.current.length + index))}
          </tbody>
        </Table>
      </TableScroll>
    </DataDetails>
  );
}
