import { lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };
import { ConsumptionChartSkeleton } from './Skeleton.tsx';

/**
 * The chart and ECharts arrive as a chunk of their own (DESIGN "Budgets"): nothing here
 * imports them statically. The skeleton has the final size, so the bill does not jump.
 */
export const LazyConsumptionChart = lazy(() =>
  import('./ConsumptionChart.tsx').then((module) => ({ default: module.ConsumptionChart })),
);

export { ConsumptionChartSkeleton };

export const consumptionChart = defineWidget({
  component: LazyConsumptionChart,
  propsSchema,
  since: '0.1.0',
  skeleton: ConsumptionChartSkeleton,
});
