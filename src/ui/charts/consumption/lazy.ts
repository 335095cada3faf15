import { lazyChart } from '../lazyChart.tsx';
import { SKELETON_PARTS } from './layout.ts';

/**
 * The chart and ECharts arrive as a chunk of their own (DESIGN "Budgets"): nothing here
 * imports them statically. The skeleton has the final size, so the bill does not jump.
 */
const chart = lazyChart(
  () => import('./ConsumptionChart.tsx').then((module) => module.ConsumptionChart),
  SKELETON_PARTS,
);

/** The widget and the supply card's history embed this. */
export const LazyConsumptionChart = chart.Component;
export const ConsumptionChartSkeleton = chart.Skeleton;
