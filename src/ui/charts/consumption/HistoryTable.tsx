import { useTranslation } from 'react-i18next';
import { ChartTable } from '../ChartText.tsx';
import { monthName, quantity } from '../labels.ts';
import type { ConsumptionHistory, HistoryMonth } from '../../../domain/consumptionHistory.ts';

/**
 * The text alternative of the consumption charts: every month with its year, its consumption
 * (per band when there is more than one) and whether it was read or estimated, so the pattern
 * of an estimated bar is also said in words.
 */
export function HistoryTable({ history, unit }: { history: ConsumptionHistory; unit: string }) {
  const { t, i18n } = useTranslation();
  const bands = history.bands.length > 1 ? history.bands : [];
  const row = (month: HistoryMonth, index: number) => (
    <tr key={index}>
      <th scope="row">{monthName(month.month, i18n.language, 'long')}</th>
      <td>{month.year ?? ''}</td>
      {bands.map((band) => (
        <td key={band.key} data-numeric="">
          {quantity(month.values[band.key] ?? 0, '')}
        </td>
      ))}
      <td data-numeric="">{quantity(month.total, '')}</td>
      <td>
        {t(month.real ? 'widgets.consumptionChart.real' : 'widgets.consumptionChart.estimated')}
      </td>
    </tr>
  );
  return (
    <ChartTable
      toggle={t('widgets.consumptionChart.showTable')}
      caption={t('widgets.consumptionChart.tableCaption')}
      head={
        <>
          <th scope="col">{t('widgets.consumptionChart.month')}</th>
          <th scope="col">{t('widgets.consumptionChart.year')}</th>
          {bands.map((band) => (
            <th scope="col" key={band.key} data-numeric="">
              {`${band.label} (${unit})`}
            </th>
          ))}
          <th scope="col" data-numeric="">
            {`${t('widgets.consumptionChart.consumption')} (${unit})`}
          </th>
          <th scope="col">{t('widgets.consumptionChart.reading')}</th>
        </>
      }
    >
      {[...history.current, ...history.previous].map(row)}
    </ChartTable>
  );
}
