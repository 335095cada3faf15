import { lazy } from 'react';
import { AmountsChartSkeleton } from './Skeleton.tsx';

/**
 * The chart and ECharts arrive as a chunk of their own (DESIGN "Budgets"): nothing here
 * imports them statically. The widget and the payment card's amounts detail embed this.
 */
export const LazyAmountsChart = lazy(() =>
  import('./AmountsChart.tsx').then((module) => ({ default: module.AmountsChart })),
);

export { AmountsChartSkeleton };
