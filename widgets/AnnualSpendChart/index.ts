import { lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };
import { AnnualSpendChartSkeleton } from './Skeleton.tsx';

/** The chart and ECharts arrive as a chunk of their own (DESIGN "Budgets"). */
export const LazyAnnualSpendChart = lazy(() =>
  import('./AnnualSpendChart.tsx').then((module) => ({ default: module.AnnualSpendChart })),
);

export { AnnualSpendChartSkeleton };

export const annualSpendChart = defineWidget({
  component: LazyAnnualSpendChart,
  propsSchema,
  since: '0.1.0',
  skeleton: AnnualSpendChartSkeleton,
});
