import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PALETTE } from '../../src/domain/consumption.ts';
import type { ConsumptionHistory, HistoryMonth } from '../../src/domain/consumptionHistory.ts';
import { yearChartOption } from '../../src/ui/charts/consumption/options.ts';
import { YearSection } from '../../src/ui/charts/consumption/YearSection.tsx';
import { ChartStack } from '../../src/ui/charts/ChartParts.tsx';
import { ChartLegend } from '../../src/ui/charts/ChartText.tsx';
import { usePrefersReducedMotion } from '../../src/ui/charts/motion.ts';
import { CARD_CHART_HEIGHT, YearsGrid } from './layout.ts';

/** The card draws one bar per month, its total; the band split is the history widget's job. */
const TOTAL = 'total';

/**
 * Spec §2 template 5's power card "two bar charts (current and previous year)", §9 "shared
 * y-scale using the larger maximum": the two halves of the history (ConsumptionChart's reading
 * of it) drawn with the history widget's option, so the bars, the estimated months' stripes and
 * the shared axis are the same in both places. Loaded lazily by the card, with ECharts.
 */
export default function PowerCharts({
  history,
  unit,
  yearRange,
}: {
  history: ConsumptionHistory;
  unit: string;
  /** `mar 2025 – feb 2026`, as the card's summary writes it. */
  yearRange: (months: readonly HistoryMonth[]) => string;
}) {
  const { t, i18n } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const first = history.bands[0];
  const band = {
    key: TOTAL,
    label: t('widgets.consumptionCard.series'),
    effective: first?.effective ?? PALETTE[0] ?? '#1f77b4',
    estimated: first?.estimated ?? first?.effective ?? PALETTE[0] ?? '#1f77b4',
  };
  const estimatedName = (label: string) =>
    t('widgets.consumptionCard.estimatedSeries', { band: label });
  const years = useMemo(
    () =>
      [
        { key: 'current', months: history.current, total: history.currentTotal },
        { key: 'previous', months: history.previous, total: history.previousTotal },
      ]
        .filter((year) => year.months.length > 0)
        .map((year) => ({
          ...year,
          months: year.months.map((month) => ({ ...month, values: { [TOTAL]: month.total } })),
        })),
    [history],
  );
  const all = [...history.current, ...history.previous];
  const legend = [
    { key: 'real', real: true, name: band.label, color: band.effective },
    { key: 'estimated', real: false, name: estimatedName(band.label), color: band.estimated },
  ]
    .filter((item) => all.some((month) => month.real === item.real))
    .map((item) => ({ ...item, striped: !item.real }));
  return (
    <ChartStack>
      <ChartLegend label={t('widgets.consumptionCard.legend')} items={legend} />
      <YearsGrid>
        <div>
          {years.map((year) => (
            <YearSection
              key={year.key}
              keys="widgets.consumptionCard"
              year={year}
              range={yearRange(year.months)}
              unit={unit}
              height={CARD_CHART_HEIGHT}
              option={yearChartOption({
                months: year.months,
                bands: [band],
                yMax: history.yMax,
                unit,
                language: i18n.language,
                reducedMotion,
                estimatedName,
              })}
            />
          ))}
        </div>
      </YearsGrid>
    </ChartStack>
  );
}
