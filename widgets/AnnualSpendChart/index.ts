import { defineWidget } from '../../src/engine/render/index.ts';
import { lazyChart } from '../../src/ui/charts/lazyChart.tsx';
import { SKELETON_PARTS } from '../../src/ui/charts/spend/layout.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

/** The chart and ECharts arrive as a chunk of their own (DESIGN "Budgets"). */
const chart = lazyChart(
  () =>
    import('../../src/ui/charts/spend/AnnualSpendChart.tsx').then(
      (module) => module.AnnualSpendChart,
    ),
  SKELETON_PARTS,
);

export const LazyAnnualSpendChart = chart.Component;
export const AnnualSpendChartSkeleton = chart.Skeleton;

export const annualSpendChart = defineWidget({
  component: LazyAnnualSpendChart,
  propsSchema,
  since: '0.1.0',
  skeleton: AnnualSpendChartSkeleton,
});
