import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBill } from '../../src/state/bill.ts';
import { CardTitle, WidgetCard } from '../shared/card.ts';
import {
  ChartEmpty,
  ChartHeading,
  ChartNote,
  ChartStack,
  LegendList,
  Swatch,
} from '../shared/charts/ChartParts.tsx';
import { EChart } from '../shared/charts/EChart.tsx';
import { monthYear, quantity } from '../shared/charts/labels.ts';
import { usePrefersReducedMotion } from '../shared/charts/motion.ts';
import { isGasSupply, type Supply } from '../shared/supplies.ts';
import { useSupplies } from '../shared/useSupplies.ts';
import { consumptionHistory, type ConsumptionHistory, type HistoryMonth } from './history.ts';
import { HistoryTable } from './HistoryTable.tsx';
import { YEAR_CHART_HEIGHT } from './layout.ts';
import { yearChartOption } from './options.ts';
import type { ConsumptionChartProps } from './props.gen.ts';

/**
 * Spec §2 "Consumption card" and "Supply card … expandable history", §9 "Charts": the
 * consumption history of the supply chosen in the selector (the store's `supplyIndex`) as two
 * bar charts, the last 12 months and the 12 before, on one value axis, with the year-over-year
 * change in words and the numbers as a table. A new supply is a new chart (§4 "changing the
 * selected supply makes cards rebuild charts").
 */
export function ConsumptionChart({ titleKey, framed = true }: ConsumptionChartProps) {
  const doc = useBill((state) => state.doc);
  const { selected } = useSupplies();
  if (selected === undefined) return null;
  return (
    <ConsumptionHistoryView
      key={selected.index}
      doc={doc}
      supply={selected.supply}
      title={titleKey}
      framed={framed}
    />
  );
}

/** The history of one given supply: what the widget shows, and what a supply panel can embed. */
export function ConsumptionHistoryView({
  doc,
  supply,
  title: titleKey,
  framed = true,
}: {
  doc: unknown;
  supply: Supply;
  title?: string | undefined;
  framed?: boolean;
}) {
  const { t } = useTranslation();
  const history = useMemo(() => consumptionHistory(doc, supply), [doc, supply]);
  const unit = isGasSupply(supply) ? 'Smc' : 'kWh';
  const title = t(titleKey ?? 'widgets.consumptionChart.title');
  const empty = history.current.length + history.previous.length === 0;
  if (empty && !framed) return null;
  const body = empty ? (
    <ChartEmpty>{t('widgets.consumptionChart.empty')}</ChartEmpty>
  ) : (
    <HistoryBody history={history} unit={unit} />
  );
  if (!framed) return <ChartStack>{body}</ChartStack>;
  return (
    <WidgetCard aria-label={title}>
      <CardTitle>{title}</CardTitle>
      {body}
    </WidgetCard>
  );
}

function HistoryBody({ history, unit }: { history: ConsumptionHistory; unit: string }) {
  const { t, i18n } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const language = i18n.language;
  const estimatedName = (band: string) => t('widgets.consumptionChart.estimatedSeries', { band });
  const years = [
    { key: 'current', months: history.current, total: history.currentTotal },
    { key: 'previous', months: history.previous, total: history.previousTotal },
  ].filter((year) => year.months.length > 0);
  const range = (months: readonly HistoryMonth[]) =>
    t('widgets.consumptionChart.range', {
      from: monthYear(months[0]?.month, months[0]?.year, language),
      to: monthYear(months.at(-1)?.month, months.at(-1)?.year, language),
    });
  const legend = history.bands.flatMap((band) => {
    const drawn = (real: boolean) =>
      [...history.current, ...history.previous].some((month) => month.real === real);
    return [
      ...(drawn(true)
        ? [{ key: `${band.key}-real`, color: band.effective, striped: false, name: band.label }]
        : []),
      ...(drawn(false)
        ? [
            {
              key: `${band.key}-estimated`,
              color: band.estimated,
              striped: true,
              name: estimatedName(band.label),
            },
          ]
        : []),
    ];
  });
  return (
    <ChartStack>
      <LegendList aria-label={t('widgets.consumptionChart.legend')}>
        {legend.map((item) => (
          <li key={item.key}>
            <Swatch $color={item.color} $striped={item.striped} />
            {item.name}
          </li>
        ))}
      </LegendList>
      <YearOverYear history={history} />
      {years.map((year) => (
        <ChartStack as="section" key={year.key} style={{ gap: 8 }}>
          <ChartHeading>
            {t(`widgets.consumptionChart.${year.key}`)} <span>{range(year.months)}</span>
          </ChartHeading>
          <EChart
            height={YEAR_CHART_HEIGHT}
            label={t('widgets.consumptionChart.chartLabel', {
              range: range(year.months),
              total: quantity(year.total, unit),
            })}
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
        </ChartStack>
      ))}
      <HistoryTable history={history} unit={unit} />
    </ChartStack>
  );
}

/**
 * Spec §2 "a year-over-year percentage", decision 9. Said only when both years have a total:
 * the rule gives 0 without one, and "as much as last year" would then be untrue.
 */
function YearOverYear({ history }: { history: ConsumptionHistory }) {
  const { t } = useTranslation();
  if (history.currentTotal <= 0 || history.previousTotal <= 0) return null;
  const percent = history.yearOverYear;
  const key = percent > 0 ? 'less' : percent < 0 ? 'more' : 'same';
  return (
    <ChartNote>{t(`widgets.consumptionChart.${key}`, { percent: Math.abs(percent) })}</ChartNote>
  );
}
