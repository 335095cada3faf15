/**
 * The option types of the charts quadro draws. Type-only imports: option builders use them
 * without loading ECharts, so they run (and are tested) anywhere.
 */
import type { BarSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type BarOption = ComposeOption<
  BarSeriesOption | GridComponentOption | TooltipComponentOption
>;
export type { BarSeriesOption };

type DecalObject = Exclude<NonNullable<NonNullable<BarSeriesOption['itemStyle']>['decal']>, 'none'>;

/** Spec §9 "animation 2000 ms"; none at all when the reader asks for reduced motion. */
export const ANIMATION_MS = 2000;

export function animationOf(reducedMotion: boolean): {
  animation: boolean;
  animationDuration: number;
} {
  return { animation: !reducedMotion, animationDuration: reducedMotion ? 0 : ANIMATION_MS };
}

/**
 * Diagonal stripes over a bar (spec §9 "estimated drawn with a diagonal pattern"): an ECharts
 * `decal`, so an estimated month differs from a read one by more than its colour.
 */
export function estimatedDecal(): DecalObject {
  return {
    symbol: 'rect',
    symbolSize: 1,
    color: 'rgba(255, 255, 255, 0.75)',
    dashArrayX: [1, 0],
    dashArrayY: [3, 5],
    rotation: -Math.PI / 4,
  };
}

/** The text of the charts: the page's font and the host's text colour. */
export const TEXT_STYLE = { fontFamily: 'inherit', color: '#3e4c59' } as const;

/** Axis labels large enough to read on a phone, in the muted text colour (AA on white). */
export const AXIS_LABEL = { fontSize: 12, color: '#52606d' } as const;

/**
 * What every bar chart of quadro shares: the animation (or none), the page's text, a grid that
 * keeps the axis labels inside the frame, and a tooltip per category, kept inside the chart.
 */
export function barChartBase(reducedMotion: boolean) {
  return {
    ...animationOf(reducedMotion),
    textStyle: { ...TEXT_STYLE },
    grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
  };
}

/** The tooltip of a bar chart's category (a month): every series of it, over a shaded band. */
export const AXIS_TOOLTIP = {
  trigger: 'axis',
  confine: true,
  axisPointer: { type: 'shadow' },
} as const;

/** Below this chart width twelve three-letter months do not fit side by side at 12 px. */
export const NARROW_CHART_WIDTH = 480;

/**
 * The month axis's labels: every month named under its bar (issue 13: a phone skipped "apr"
 * and "giu", hidden by ECharts' `hideOverlap`), so `interval: 0` and nothing hidden. Where
 * they would touch they turn instead: see `monthAxisMedia`.
 */
export const MONTH_AXIS_LABEL = { ...AXIS_LABEL, interval: 0, hideOverlap: false } as const;

/**
 * ECharts media queries on the chart's own width, not the window's (a chart sits in a column
 * of a desktop page too): in a narrow chart the month labels turn 45°, which keeps them
 * readable at 12 px instead of shrinking them; the entry without a query turns them back when
 * the chart widens (a media rule only applies while its query holds).
 */
export function monthAxisMedia() {
  return [
    { option: { xAxis: { axisLabel: { rotate: 0 } } } },
    {
      query: { maxWidth: NARROW_CHART_WIDTH - 0.02 },
      option: { xAxis: { axisLabel: { rotate: 45 } } },
    },
  ];
}
