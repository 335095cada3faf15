import { lazyChart } from '../lazyChart.tsx';
import { SKELETON_PARTS } from './layout.ts';

/** The chart and ECharts arrive as a chunk of their own (DESIGN "Budgets"). */
const chart = lazyChart(
  () => import('./AnnualSpendChart.tsx').then((module) => module.AnnualSpendChart),
  SKELETON_PARTS,
);

/** The widget and the supply card's history embed this. */
export const LazyAnnualSpendChart = chart.Component;
export const AnnualSpendChartSkeleton = chart.Skeleton;
