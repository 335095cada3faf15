import { createElement, lazy, type ComponentType } from 'react';
import type { AmountsDonutProps } from './AmountsDonut.tsx';
import { nearViewport } from '../nearViewport.tsx';
import { AmountsDonutSkeleton } from './Skeleton.tsx';

/**
 * The donut and ECharts arrive as a chunk of their own (DESIGN "Budgets"): nothing here
 * imports them statically, and they are fetched only once the slot comes near the viewport
 * (src/ui/charts/nearViewport.tsx). The widget and the costs card embed this.
 */
export const LazyAmountsDonut: ComponentType<AmountsDonutProps> = nearViewport(
  lazy(() => import('./AmountsDonut.tsx').then((module) => ({ default: module.AmountsDonut }))),
  ({ framed = true }) => createElement(AmountsDonutSkeleton, { framed }),
);

export { AmountsDonutSkeleton };
