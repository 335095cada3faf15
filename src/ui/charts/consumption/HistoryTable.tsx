import { useTranslation } from 'react-i18next';
import { MonthTable } from '../ChartText.tsx';
import { quantity } from '../labels.ts';
import type { ConsumptionHistory } from '../../../domain/consumptionHistory.ts';

/**
 * The text alternative of the consumption charts: every month with its year, its consumption
 * (per band when there is more than one) and whether it was read or estimated, so the pattern
 * of an estimated bar is also said in words.
 */
export function HistoryTable({ history, unit }: { history: ConsumptionHistory; unit: string }) {
  const { t, i18n } = useTranslation();
  const bands = history.bands.length > 1 ? history.bands : [];
  return (
    <MonthTable
      keys="widgets.consumptionChart"
      months={[...history.current, ...history.previous]}
      head={
        <>
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
      cells={(month) => (
        <>
          {bands.map((band) => (
            <td key={band.key} data-numeric="">
              {quantity(month.values[band.key] ?? 0, '', i18n.language)}
            </td>
          ))}
          <td data-numeric="">{quantity(month.total, '', i18n.language)}</td>
          <td>
            {t(month.real ? 'widgets.consumptionChart.real' : 'widgets.consumptionChart.estimated')}
          </td>
        </>
      )}
    />
  );
}
