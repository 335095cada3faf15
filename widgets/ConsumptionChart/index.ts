import { defineWidget } from '../../src/engine/render/index.ts';
import { lazyChart } from '../../src/ui/charts/lazyChart.tsx';
import { SKELETON_PARTS } from '../../src/ui/charts/consumption/layout.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

/**
 * The chart and ECharts arrive as a chunk of their own (DESIGN "Budgets"): nothing here
 * imports them statically. The skeleton has the final size, so the bill does not jump.
 */
const chart = lazyChart(
  () =>
    import('../../src/ui/charts/consumption/ConsumptionChart.tsx').then(
      (module) => module.ConsumptionChart,
    ),
  SKELETON_PARTS,
);

export const LazyConsumptionChart = chart.Component;
export const ConsumptionChartSkeleton = chart.Skeleton;

export const consumptionChart = defineWidget({
  component: LazyConsumptionChart,
  propsSchema,
  since: '0.1.0',
  skeleton: ConsumptionChartSkeleton,
});
