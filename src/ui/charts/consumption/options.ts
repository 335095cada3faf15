/**
 * The ECharts options of the consumption history (spec §9 "Charts"): pure, so they are tested
 * without a canvas. One option per year; both get the same value axis.
 */
import {
  AXIS_LABEL,
  AXIS_TOOLTIP,
  barChartBase,
  estimatedDecal,
  MONTH_AXIS_LABEL,
  monthAxisMedia,
} from '../echartsOptions.ts';
import type { BarOption, BarSeriesOption } from '../echartsOptions.ts';
import { escapeHtml, monthName, monthYear, niceMax, quantity } from '../labels.ts';
import type { Band, HistoryMonth } from '../../../domain/consumptionHistory.ts';

export interface YearChartInput {
  months: readonly HistoryMonth[];
  bands: readonly Band[];
  /** The larger maximum of the two years (sharedYMax); both charts get the same axis. */
  yMax: number;
  /** kWh or Smc. */
  unit: string;
  language: string;
  reducedMotion: boolean;
  /** The series name of estimated months of a band: `F1 (stimato)`. */
  estimatedName: (band: string) => string;
}

/** One series of a month in the tooltip, as ECharts hands it to a formatter. */
interface TooltipItem {
  seriesName?: string;
  value?: unknown;
  marker?: string;
  axisValueLabel?: string;
}

/**
 * The tooltip of a month: its name and year, then only the series it has (a read month has no
 * estimated part), each in Italian figures with its unit. Band names come from data: escaped.
 */
export function monthTooltip(items: readonly TooltipItem[], unit: string, language = 'it'): string {
  const lines = items
    .filter((item) => typeof item.value === 'number')
    .map(
      (item) =>
        `${item.marker ?? ''}${escapeHtml(item.seriesName ?? '')}: <b>${quantity(item.value as number, unit, language)}</b>`,
    );
  return [escapeHtml(items[0]?.axisValueLabel ?? ''), ...lines].join('<br/>');
}

/** The axis value of an empty stack segment: ECharts draws nothing for '-'. */
const EMPTY = '-';

/**
 * §9 "consumption stacked with effective and estimated series, estimated drawn with a diagonal
 * pattern": per band one series for read months and one, patterned, for estimated months, all
 * in one stack, so a month's bar is its total consumption (decision 14). A series with no
 * month at all is left out, so the legend names only what is drawn.
 */
export function yearSeries(input: Pick<YearChartInput, 'months' | 'bands' | 'estimatedName'>) {
  const series: BarSeriesOption[] = [];
  for (const band of input.bands) {
    for (const real of [true, false]) {
      const data = input.months.map((month) =>
        month.real === real ? (month.values[band.key] ?? 0) : EMPTY,
      );
      if (data.every((value) => value === EMPTY)) continue;
      series.push({
        type: 'bar',
        name: real ? band.label : input.estimatedName(band.label),
        stack: 'consumption',
        barMaxWidth: 24,
        data,
        itemStyle: real
          ? { color: band.effective }
          : { color: band.estimated, decal: estimatedDecal() },
        emphasis: { focus: 'series' },
      });
    }
  }
  return series;
}

export function yearChartOption(input: YearChartInput): BarOption {
  const max = niceMax(input.yMax);
  const format = (value: unknown) =>
    typeof value === 'number' ? quantity(value, input.unit, input.language) : '';
  return {
    ...barChartBase(input.reducedMotion),
    tooltip: {
      ...AXIS_TOOLTIP,
      valueFormatter: format,
      formatter: (params: unknown) =>
        monthTooltip(
          Array.isArray(params) ? (params as TooltipItem[]) : [],
          input.unit,
          input.language,
        ),
    },
    xAxis: {
      type: 'category',
      data: input.months.map((month) => monthYear(month.month, month.year, input.language)),
      axisLabel: {
        ...MONTH_AXIS_LABEL,
        formatter: (_value: string, index: number) =>
          monthName(input.months[index]?.month, input.language).slice(0, 3),
      },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      min: 0,
      ...(max === undefined ? {} : { max }),
      splitNumber: 4,
      axisLabel: {
        ...AXIS_LABEL,
        formatter: (value: number) => quantity(value, '', input.language),
      },
    },
    series: yearSeries(input),
    media: monthAxisMedia(),
  };
}
