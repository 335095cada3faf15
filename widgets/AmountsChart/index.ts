import { lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import type { AmountsChartProps } from './props.gen.ts';
import { AmountsChartSkeleton } from './Skeleton.tsx';

/** The chart and ECharts arrive as a chunk of their own (DESIGN "Budgets"). */
export const LazyAmountsChart = lazy(() =>
  import('./AmountsChart.tsx').then((module) => ({ default: module.AmountsChart })),
);

export { AmountsChartSkeleton };

export const amountsChart = defineWidget<AmountsChartProps>({
  component: LazyAmountsChart,
  skeleton: AmountsChartSkeleton,
});
