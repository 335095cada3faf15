import { useTranslation } from 'react-i18next';
import { ChartTable } from '../ChartText.tsx';
import { euro, monthName } from '../labels.ts';
import type { AnnualSpend, SpendMonth } from '../../../domain/annualSpend.ts';

/** The text alternative of the annual-spend chart: every month with its year and amount. */
export function SpendTable({ spend }: { spend: AnnualSpend }) {
  const { t, i18n } = useTranslation();
  const row = (month: SpendMonth, index: number) => (
    <tr key={index}>
      <th scope="row">{monthName(month.month, i18n.language, 'long')}</th>
      <td>{month.year ?? ''}</td>
      <td data-numeric="">{month.amount === undefined ? '' : euro(month.amount)}</td>
    </tr>
  );
  return (
    <ChartTable
      toggle={t('widgets.annualSpendChart.showTable')}
      caption={t('widgets.annualSpendChart.tableCaption')}
      head={
        <>
          <th scope="col">{t('widgets.annualSpendChart.month')}</th>
          <th scope="col">{t('widgets.annualSpendChart.year')}</th>
          <th scope="col" data-numeric="">
            {t('widgets.annualSpendChart.amount')}
          </th>
        </>
      }
    >
      {[...spend.current, ...spend.previous].map(row)}
    </ChartTable>
  );
}
