import { useTranslation } from 'react-i18next';
import { ChartNote, ChartStack } from '../ChartParts.tsx';
import { ChartLegend, YearOverYearNote } from '../ChartText.tsx';
import { EChart } from '../EChart.tsx';
import { euro, periodOf } from '../labels.ts';
import { usePrefersReducedMotion } from '../motion.ts';
import { SupplyChartCard, type SupplyChartPlacement } from '../SupplyChartCard.tsx';
import { SPEND_CHART_HEIGHT } from './layout.ts';
import { spendChartOption } from './options.ts';
import { annualSpend, type AnnualSpend, type SpendMonth } from '../../../domain/annualSpend.ts';
import { SpendTable } from './SpendTable.tsx';

/** The AnnualSpendChart widget's props (its props.schema.json); the widget passes them on. */
export interface AnnualSpendChartProps {
  titleKey?: string;
  framed?: boolean;
}

const isEmpty = (spend: AnnualSpend) => spend.current.length + spend.previous.length === 0;

/**
 * Spec §2 "Supply card … annual-spend charts", §9 "Charts": the spend of a supply, month by
 * month, the last 12 months beside the 12 before. In a template it draws the supply chosen in
 * the selector, rebuilt when the selection changes (§4); the supply card passes its own supply.
 */
export function AnnualSpendChart({
  titleKey,
  framed = true,
  ...placement
}: AnnualSpendChartProps & SupplyChartPlacement) {
  return (
    <SupplyChartCard
      {...placement}
      read={annualSpend}
      isEmpty={isEmpty}
      titleKey={titleKey ?? 'widgets.annualSpendChart.title'}
      emptyKey="widgets.annualSpendChart.empty"
      framed={framed}
    >
      {(spend) => <SpendBody spend={spend} />}
    </SupplyChartCard>
  );
}

function SpendBody({ spend }: { spend: AnnualSpend }) {
  const { t, i18n } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const language = i18n.language;
  const range = (months: readonly SpendMonth[]) =>
    t('widgets.annualSpendChart.range', periodOf(months, language));
  const names = {
    current: `${t('widgets.annualSpendChart.current')} (${range(spend.current)})`,
    previous: `${t('widgets.annualSpendChart.previous')} (${range(spend.previous)})`,
  };
  const legend = [
    { key: 'current', color: spend.currentColour, name: names.current, months: spend.current },
    { key: 'previous', color: spend.previousColour, name: names.previous, months: spend.previous },
  ].filter((item) => item.months.length > 0);
  return (
    <ChartStack>
      {spend.text !== '' && <ChartNote>{spend.text}</ChartNote>}
      <ChartLegend label={t('widgets.annualSpendChart.legend')} items={legend} />
      <YearOverYearNote
        keys="widgets.annualSpendChart"
        currentTotal={spend.currentTotal}
        previousTotal={spend.previousTotal}
        percent={spend.yearOverYear}
      />
      <EChart
        height={SPEND_CHART_HEIGHT}
        label={t('widgets.annualSpendChart.chartLabel', {
          current: names.current,
          currentTotal: euro(spend.currentTotal, language),
          previous: names.previous,
          previousTotal: euro(spend.previousTotal, language),
        })}
        option={spendChartOption({ spend, language, reducedMotion, names })}
      />
      <SpendTable spend={spend} />
    </ChartStack>
  );
}
