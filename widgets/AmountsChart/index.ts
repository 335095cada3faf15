import { lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };
import { AmountsChartSkeleton } from '../../src/ui/charts/amounts/Skeleton.tsx';

/** The chart and ECharts arrive as a chunk of their own (DESIGN "Budgets"). */
export const LazyAmountsChart = lazy(() =>
  import('../../src/ui/charts/amounts/AmountsChart.tsx').then((module) => ({
    default: module.AmountsChart,
  })),
);

export { AmountsChartSkeleton };

export const amountsChart = defineWidget({
  component: LazyAmountsChart,
  propsSchema,
  since: '0.1.0',
  skeleton: AmountsChartSkeleton,
});
