/**
 * The ECharts option of the amounts doughnut (spec §9 "doughnut for amounts summary", "pie
 * minimum height 300px", "animation 2000 ms"). Pure, tested without a canvas. The legend is
 * the table beside the chart (HTML), so the canvas holds the ring only.
 */
import { euro } from '../shared/charts/labels.ts';
import { animationOf, TEXT_STYLE } from '../shared/charts/echartsOptions.ts';
import type { PieOption } from '../shared/charts/echartsOptions.ts';
import type { Slice } from './amounts.ts';

/** §9 "pie minimum height 300px". */
export const PIE_HEIGHT = 300;

/** §9 "legend at bottom at width 900 or less": above it the legend goes beside the ring. */
export const LEGEND_BESIDE_FROM = 900;

export function amountsChartOption(input: {
  slices: readonly Slice[];
  name: string;
  reducedMotion: boolean;
}): PieOption {
  return {
    ...animationOf(input.reducedMotion),
    textStyle: { ...TEXT_STYLE },
    tooltip: {
      trigger: 'item',
      confine: true,
      valueFormatter: (value: unknown) => (typeof value === 'number' ? euro(value) : ''),
    },
    series: [
      {
        type: 'pie',
        name: input.name,
        radius: ['52%', '80%'],
        center: ['50%', '50%'],
        avoidLabelOverlap: true,
        label: { show: false },
        labelLine: { show: false },
        itemStyle: { borderColor: '#fff', borderWidth: 2 },
        emphasis: { scaleSize: 6 },
        data: input.slices.map((slice) => ({
          name: slice.label,
          value: slice.value,
          itemStyle: { color: slice.colour },
        })),
      },
    ],
  };
}
