import { createElement, lazy, type ComponentType } from 'react';
import type { AmountsChartProps } from './AmountsChart.tsx';
import { nearViewport } from '../nearViewport.tsx';
import { AmountsChartSkeleton } from './Skeleton.tsx';

/**
 * The chart and ECharts arrive as a chunk of their own (DESIGN "Budgets"): nothing here
 * imports them statically, and they are fetched only once the slot comes near the viewport
 * (src/ui/charts/nearViewport.tsx). The widget and the payment card's amounts detail embed
 * this.
 */
export const LazyAmountsChart: ComponentType<AmountsChartProps> = nearViewport(
  lazy(() => import('./AmountsChart.tsx').then((module) => ({ default: module.AmountsChart }))),
  ({ framed = true }) => createElement(AmountsChartSkeleton, { framed }),
);

export { AmountsChartSkeleton };
