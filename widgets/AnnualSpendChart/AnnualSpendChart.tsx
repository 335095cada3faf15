import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBill } from '../../src/state/bill.ts';
import { CardTitle, WidgetCard } from '../shared/card.ts';
import {
  ChartEmpty,
  ChartNote,
  ChartStack,
  LegendList,
  Swatch,
} from '../shared/charts/ChartParts.tsx';
import { EChart } from '../shared/charts/EChart.tsx';
import { euro, monthYear } from '../shared/charts/labels.ts';
import { usePrefersReducedMotion } from '../shared/charts/motion.ts';
import type { Supply } from '../shared/supplies.ts';
import { useSupplies } from '../shared/useSupplies.ts';
import { SPEND_CHART_HEIGHT } from './layout.ts';
import { spendChartOption } from './options.ts';
import type { AnnualSpendChartProps } from './props.gen.ts';
import { annualSpend, type AnnualSpend, type SpendMonth } from './spend.ts';
import { SpendTable } from './SpendTable.tsx';

/**
 * Spec §2 "Supply card … annual-spend charts", §9 "Charts": the spend of the supply chosen in
 * the selector, month by month, the last 12 months beside the 12 before; rebuilt when the
 * selection changes (§4).
 */
export function AnnualSpendChart({ titleKey, framed = true }: AnnualSpendChartProps) {
  const doc = useBill((state) => state.doc);
  const { selected } = useSupplies();
  if (selected === undefined) return null;
  return (
    <AnnualSpendView
      key={selected.index}
      doc={doc}
      supply={selected.supply}
      title={titleKey}
      framed={framed}
    />
  );
}

/** The annual spend of one given supply. */
export function AnnualSpendView({
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
  const spend = useMemo(() => annualSpend(doc, supply), [doc, supply]);
  const title = t(titleKey ?? 'widgets.annualSpendChart.title');
  const empty = spend.current.length + spend.previous.length === 0;
  if (empty && !framed) return null;
  const body = empty ? (
    <ChartEmpty>{t('widgets.annualSpendChart.empty')}</ChartEmpty>
  ) : (
    <SpendBody spend={spend} />
  );
  if (!framed) return <ChartStack>{body}</ChartStack>;
  return (
    <WidgetCard aria-label={title}>
      <CardTitle>{title}</CardTitle>
      {body}
    </WidgetCard>
  );
}

function SpendBody({ spend }: { spend: AnnualSpend }) {
  const { t, i18n } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const language = i18n.language;
  const range = (months: readonly SpendMonth[]) =>
    t('widgets.annualSpendChart.range', {
      from: monthYear(months[0]?.month, months[0]?.year, language),
      to: monthYear(months.at(-1)?.month, months.at(-1)?.year, language),
    });
  const names = {
    current: `${t('widgets.annualSpendChart.current')} (${range(spend.current)})`,
    previous: `${t('widgets.annualSpendChart.previous')} (${range(spend.previous)})`,
  };
  const legend = [
    {
      key: 'current',
      colour: spend.currentColour,
      name: names.current,
      shown: spend.current.length > 0,
    },
    {
      key: 'previous',
      colour: spend.previousColour,
      name: names.previous,
      shown: spend.previous.length > 0,
    },
  ].filter((item) => item.shown);
  return (
    <ChartStack>
      {spend.text !== '' && <ChartNote>{spend.text}</ChartNote>}
      <LegendList aria-label={t('widgets.annualSpendChart.legend')}>
        {legend.map((item) => (
          <li key={item.key}>
            <Swatch $color={item.colour} />
            {item.name}
          </li>
        ))}
      </LegendList>
      <SpendChange spend={spend} />
      <EChart
        height={SPEND_CHART_HEIGHT}
        label={t('widgets.annualSpendChart.chartLabel', {
          current: names.current,
          currentTotal: euro(spend.currentTotal),
          previous: names.previous,
          previousTotal: euro(spend.previousTotal),
        })}
        option={spendChartOption({ spend, language, reducedMotion, names })}
      />
      <SpendTable spend={spend} />
    </ChartStack>
  );
}

/** Decision 9, said only when both years have a total (the rule gives 0 without one). */
function SpendChange({ spend }: { spend: AnnualSpend }) {
  const { t } = useTranslation();
  if (spend.currentTotal <= 0 || spend.previousTotal <= 0) return null;
  const percent = spend.yearOverYear;
  const key = percent > 0 ? 'less' : percent < 0 ? 'more' : 'same';
  return (
    <ChartNote>{t(`widgets.annualSpendChart.${key}`, { percent: Math.abs(percent) })}</ChartNote>
  );
}
