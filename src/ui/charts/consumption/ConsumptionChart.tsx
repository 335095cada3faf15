import { useTranslation } from 'react-i18next';
import { ChartStack } from '../ChartParts.tsx';
import { ChartLegend, YearOverYearNote } from '../ChartText.tsx';
import { periodOf } from '../labels.ts';
import { usePrefersReducedMotion } from '../motion.ts';
import { SupplyChartCard, type SupplyChartPlacement } from '../SupplyChartCard.tsx';
import { isGasSupply } from '../../../domain/supplyPoint.ts';
import type { Supply } from '../../../domain/supplies.ts';
import {
  consumptionHistory,
  type ConsumptionHistory,
  type HistoryMonth,
} from '../../../domain/consumptionHistory.ts';
import { HistoryTable } from './HistoryTable.tsx';
import { YEAR_CHART_HEIGHT } from './layout.ts';
import { yearChartOption } from './options.ts';
import { YearSection } from './YearSection.tsx';

/** The ConsumptionChart widget's props (its props.schema.json); the widget passes them on. */
export interface ConsumptionChartProps {
  titleKey?: string;
  framed?: boolean;
}

const isEmpty = (history: ConsumptionHistory) =>
  history.current.length + history.previous.length === 0;

/**
 * Spec §2 "Consumption card" and "Supply card … expandable history", §9 "Charts": the
 * consumption history of a supply as two bar charts, the last 12 months and the 12 before, on
 * one value axis, with the year-over-year change in words and the numbers as a table. In a
 * template it draws the supply chosen in the selector; the supply card passes its own supply.
 */
export function ConsumptionChart({
  titleKey,
  framed = true,
  ...placement
}: ConsumptionChartProps & SupplyChartPlacement) {
  return (
    <SupplyChartCard
      {...placement}
      read={consumptionHistory}
      isEmpty={isEmpty}
      titleKey={titleKey ?? 'widgets.consumptionChart.title'}
      emptyKey="widgets.consumptionChart.empty"
      framed={framed}
    >
      {(history, context) => <HistoryBody history={history} {...context} />}
    </SupplyChartCard>
  );
}

function HistoryBody({
  history,
  supply,
  headingLevel,
}: {
  history: ConsumptionHistory;
  supply: Supply;
  headingLevel: 3 | 4;
}) {
  const { t, i18n } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const language = i18n.language;
  const unit = isGasSupply(supply) ? 'Smc' : 'kWh';
  const estimatedName = (band: string) => t('widgets.consumptionChart.estimatedSeries', { band });
  const years = [
    { key: 'current', months: history.current, total: history.currentTotal },
    { key: 'previous', months: history.previous, total: history.previousTotal },
  ].filter((year) => year.months.length > 0);
  const range = (months: readonly HistoryMonth[]) =>
    t('widgets.consumptionChart.range', periodOf(months, language));
  const months = [...history.current, ...history.previous];
  const legend = history.bands.flatMap((band) => [
    ...(months.some((month) => month.real)
      ? [{ key: `${band.key}-real`, color: band.effective, name: band.label }]
      : []),
    ...(months.some((month) => !month.real)
      ? [
          {
            key: `${band.key}-estimated`,
            color: band.estimated,
            striped: true,
            name: estimatedName(band.label),
          },
        ]
      : []),
  ]);
  return (
    <ChartStack>
      <ChartLegend label={t('widgets.consumptionChart.legend')} items={legend} />
      <YearOverYearNote
        keys="widgets.consumptionChart"
        currentTotal={history.currentTotal}
        previousTotal={history.previousTotal}
        percent={history.yearOverYear}
      />
      {years.map((year) => (
        <YearSection
          key={year.key}
          keys="widgets.consumptionChart"
          year={year}
          range={range(year.months)}
          unit={unit}
          height={YEAR_CHART_HEIGHT}
          headingLevel={headingLevel}
          gap={8}
          option={yearChartOption({
            months: year.months,
            bands: history.bands,
            yMax: history.yMax,
            unit,
            language,
            reducedMotion,
            estimatedName,
          })}
        />
      ))}
      <HistoryTable history={history} unit={unit} />
    </ChartStack>
  );
}
