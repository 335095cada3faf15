/**
 * The option types of the charts quadro draws. Type-only imports: option builders use them
 * without loading ECharts, so they run (and are tested) anywhere.
 */
import type { BarSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type BarOption = ComposeOption<
  BarSeriesOption | GridComponentOption | TooltipComponentOption
>;
export type PieOption = ComposeOption<PieSeriesOption | TooltipComponentOption>;
export type { BarSeriesOption, PieSeriesOption };

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
