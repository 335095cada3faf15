import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { lazy, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { consumptionChange } from '../../src/domain/consumption.ts';
import { percentText } from '../../src/domain/amounts.ts';
import { consumptionHistory, type HistoryMonth } from '../../src/domain/consumptionHistory.ts';
import { ValueList } from '../../src/ui/card.ts';
import { ChartEmpty } from '../../src/ui/charts/ChartParts.tsx';
import { monthYear, quantity } from '../../src/ui/charts/labels.ts';
import { nearViewport } from '../../src/ui/charts/nearViewport.tsx';
import type { Supply } from '../../src/domain/supplies.ts';
import { PowerChartsSkeleton } from './Skeleton.tsx';

/**
 * The charts and ECharts are a chunk of their own: a gas bill never loads them, and a power
 * bill only once they come near the viewport (src/ui/charts/nearViewport.tsx).
 */
const PowerCharts = nearViewport(
  lazy(() => import('./PowerCharts.tsx')),
  () => <PowerChartsSkeleton />,
);

const Change = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: 8px;
  line-height: 1.4;
  & > strong {
    font-size: 1.5rem;
    font-variant-numeric: tabular-nums;
  }
`;

const arrows = { up: '↑', down: '↓', same: '→' } as const;

/**
 * The power side of template 5's consumption card: the change against the previous 12 months
 * as spec §9's number (previous minus current, over the average: 5 for 5% less), an arrow and
 * words saying the direction (never a sign or colour alone, decision 497), each year's total as
 * text (the charts' text alternative), then the two charts.
 */
export function PowerHistory({
  doc,
  supply,
  unit,
}: {
  doc: BillDocument | undefined;
  supply: Supply;
  unit: string;
}) {
  const { t, i18n } = useTranslation();
  const history = useMemo(() => consumptionHistory(doc, supply), [doc, supply]);
  if (history.current.length + history.previous.length === 0) {
    return <ChartEmpty>{t('widgets.consumptionCard.empty')}</ChartEmpty>;
  }
  const yearRange = (months: readonly HistoryMonth[]) =>
    t('widgets.consumptionCard.range', {
      from: monthYear(months[0]?.month, months[0]?.year, i18n.language),
      to: monthYear(months.at(-1)?.month, months.at(-1)?.year, i18n.language),
    });
  const change = consumptionChange(history.previousTotal, history.currentTotal);
  const years = [
    { key: 'current', months: history.current, total: history.currentTotal },
    { key: 'previous', months: history.previous, total: history.previousTotal },
  ].filter((year) => year.months.length > 0);
  return (
    <>
      {change !== null && (
        <Change>
          <span aria-hidden="true">{arrows[change.direction]}</span>
          {/* §9's number without a sign: the arrow and the words say which way it went. */}
          <strong>{percentText(Math.abs(change.percent) / 100, i18n.language)}</strong>
          <span>{t(`widgets.consumptionCard.change.${change.direction}`)}</span>
        </Change>
      )}
      <ValueList>
        {years.map((year) => (
          <div key={year.key}>
            <dt>
              {t(`widgets.consumptionCard.${year.key}`)} ({yearRange(year.months)})
            </dt>
            <dd>{quantity(year.total, unit, i18n.language)}</dd>
          </div>
        ))}
      </ValueList>
      <PowerCharts history={history} unit={unit} yearRange={yearRange} />
    </>
  );
}
