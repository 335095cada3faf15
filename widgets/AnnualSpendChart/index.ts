import { defineWidget } from '../../src/engine/render/index.ts';
import type { AnnualSpendChartProps } from './props.gen.ts';
import { lazyChart } from '../shared/charts/lazyChart.tsx';
import { SKELETON_PARTS } from './layout.ts';

/** The chart and ECharts arrive as a chunk of their own (DESIGN "Budgets"). */
const chart = lazyChart(
  () => import('./AnnualSpendChart.tsx').then((module) => module.AnnualSpendChart),
  SKELETON_PARTS,
);

export const LazyAnnualSpendChart = chart.Component;
export const AnnualSpendChartSkeleton = chart.Skeleton;

export const annualSpendChart = defineWidget<AnnualSpendChartProps>({
  component: LazyAnnualSpendChart,
  skeleton: AnnualSpendChartSkeleton,
});
