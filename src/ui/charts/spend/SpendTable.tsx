import { useTranslation } from 'react-i18next';
import { MonthTable } from '../ChartText.tsx';
import { euro } from '../labels.ts';
import type { AnnualSpend } from '../../../domain/annualSpend.ts';

/** The text alternative of the annual-spend chart: every month with its year and amount. */
export function SpendTable({ spend }: { spend: AnnualSpend }) {
  const { t, i18n } = useTranslation();
  return (
    <MonthTable
      keys="widgets.annualSpendChart"
      months={[...spend.current, ...spend.previous]}
      head={
        <th scope="col" data-numeric="">
          {t('widgets.annualSpendChart.amount')}
        </th>
      }
      cells={(month) => (
        <td data-numeric="">
          {month.amount === undefined ? '' : euro(month.amount, i18n.language)}
        </td>
      )}
    />
  );
}
