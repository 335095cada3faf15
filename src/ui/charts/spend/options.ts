/**
 * The ECharts option of the annual spend (spec §9 "Charts": bar charts, animation 2000 ms):
 * one chart, a pair of bars per month, the last 12 months beside the same month a year
 * earlier, so both years share one value axis. Pure, tested without a canvas.
 */
import { euro, monthName, monthYear } from '../labels.ts';
import {
  AXIS_LABEL,
  AXIS_TOOLTIP,
  barChartBase,
  MONTH_AXIS_LABEL,
  monthAxisMedia,
} from '../echartsOptions.ts';
import type { BarOption } from '../echartsOptions.ts';
import type { AnnualSpend, SpendMonth } from '../../../domain/annualSpend.ts';

export interface SpendChartInput {
  spend: AnnualSpend;
  language: string;
  reducedMotion: boolean;
  /** The series names: the last 12 months, the 12 before. */
  names: { current: string; previous: string };
}

interface TooltipItem {
  dataIndex: number;
  seriesIndex: number;
  marker?: string;
}

const value = (month: SpendMonth | undefined) => month?.amount ?? '-';

/** One tooltip line per year: `marzo 2025: 83,10 €` (Italian figures, decision 7). */
export function spendTooltip(input: SpendChartInput, items: readonly TooltipItem[]): string {
  return items
    .map((item) => {
      const months = item.seriesIndex === 0 ? input.spend.current : input.spend.previous;
      const month = months[item.dataIndex];
      if (month?.amount === undefined) return '';
      const when = monthYear(month.month, month.year, input.language, 'long');
      return `${item.marker ?? ''}${when}: ${euro(month.amount, input.language)}`;
    })
    .filter((line) => line !== '')
    .join('<br/>');
}

export function spendChartOption(input: SpendChartInput): BarOption {
  const { spend } = input;
  const count = Math.max(spend.current.length, spend.previous.length);
  const categories = Array.from({ length: count }, (_, index) => {
    const month = spend.current[index] ?? spend.previous[index];
    return monthName(month?.month, input.language);
  });
  return {
    ...barChartBase(input.reducedMotion),
    tooltip: {
      ...AXIS_TOOLTIP,
      formatter: (params: unknown) =>
        spendTooltip(
          input,
          Array.isArray(params) ? (params as TooltipItem[]) : [params as TooltipItem],
        ),
    },
    xAxis: {
      type: 'category',
      data: categories,
      axisLabel: {
        ...MONTH_AXIS_LABEL,
        formatter: (label: string) => label.slice(0, 3),
      },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      min: 0,
      splitNumber: 4,
      axisLabel: {
        ...AXIS_LABEL,
        formatter: (amount: number) => euro(amount, input.language).replace(/,00 €$/, ' €'),
      },
    },
    series: [
      {
        type: 'bar',
        name: input.names.current,
        data: Array.from({ length: count }, (_, index) => value(spend.current[index])),
        itemStyle: { color: spend.currentColour },
        barMaxWidth: 14,
        barGap: '15%',
      },
      {
        type: 'bar',
        name: input.names.previous,
        data: Array.from({ length: count }, (_, index) => value(spend.previous[index])),
        itemStyle: { color: spend.previousColour },
        barMaxWidth: 14,
      },
    ],
    media: monthAxisMedia(),
  };
}
