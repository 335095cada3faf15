import { lazy } from 'react';
import { AmountsDonutSkeleton } from './Skeleton.tsx';

/**
 * The donut and ECharts arrive as a chunk of their own (DESIGN "Budgets"): nothing here
 * imports them statically. The widget and the costs card embed this.
 */
export const LazyAmountsDonut = lazy(() =>
  import('./AmountsDonut.tsx').then((module) => ({ default: module.AmountsDonut })),
);

export { AmountsDonutSkeleton };
