/**
 * The ECharts option of the amounts doughnut (spec §9 "doughnut for amounts summary", "pie
 * minimum height 300px", "animation 2000 ms"), shared by AmountsChart and AmountsDonut. Pure,
 * tested without a canvas. The legend is HTML beside the chart, so the canvas holds the ring only.
 */
import type { Slice } from '../../domain/amountSlices.ts';
import { animationOf, TEXT_STYLE } from './echartsOptions.ts';
import type { PieOption } from './echartsOptions.ts';
import { euro } from './labels.ts';

/** §9 "pie minimum height 300px". */
export const PIE_HEIGHT = 300;

/** §9 "legend at bottom at width 900 or less": above it the legend goes beside the ring. */
export const LEGEND_BESIDE_FROM = 900;

export function doughnutOption(input: {
  slices: readonly Slice[];
  name: string;
  reducedMotion: boolean;
  /** The page's language, for the tooltip's amounts (decision 216). */
  language?: string | undefined;
  /**
   * The slice the reader picked (AmountsDonut): drawn pulled out of the ring, so the chart
   * and the highlighted table row say the same thing. None: no slice is pulled out.
   */
  activeIndex?: number | null | undefined;
}): PieOption {
  const active = input.activeIndex ?? null;
  return {
    ...animationOf(input.reducedMotion),
    textStyle: { ...TEXT_STYLE },
    tooltip: {
      trigger: 'item',
      confine: true,
      valueFormatter: (value: unknown) =>
        typeof value === 'number' ? euro(value, input.language) : '',
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
        // 'single' lets ECharts pull a clicked slice out itself; `selected` keeps it in step
        // with the reader's choice in the legend or the table.
        selectedMode: active === null ? false : 'single',
        selectedOffset: 10,
        data: input.slices.map((slice, index) => ({
          name: slice.label,
          value: slice.value,
          selected: index === active,
          itemStyle: { color: slice.colour },
        })),
      },
    ],
  };
}
