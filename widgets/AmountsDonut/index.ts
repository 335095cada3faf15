import { lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import type { AmountsDonutProps } from './props.gen.ts';
import { AmountsDonutSkeleton } from './Skeleton.tsx';

/**
 * The donut and ECharts arrive as a chunk of their own (DESIGN "Budgets"): nothing here
 * imports them statically. The costs card embeds the same lazy component.
 */
export const LazyAmountsDonut = lazy(() =>
  import('./AmountsDonut.tsx').then((module) => ({ default: module.AmountsDonut })),
);

export { AmountsDonutSkeleton };

export const amountsDonut = defineWidget<AmountsDonutProps>({
  component: LazyAmountsDonut,
  skeleton: AmountsDonutSkeleton,
});
