import { lazy } from 'react';
import { defineWidget } from '../../src/engine/render/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };
import { AmountsDonutSkeleton } from '../../src/ui/charts/donut/Skeleton.tsx';

/**
 * The donut and ECharts arrive as a chunk of their own (DESIGN "Budgets"): nothing here
 * imports them statically. The costs card embeds the same lazy component.
 */
export const LazyAmountsDonut = lazy(() =>
  import('../../src/ui/charts/donut/AmountsDonut.tsx').then((module) => ({
    default: module.AmountsDonut,
  })),
);

export { AmountsDonutSkeleton };

export const amountsDonut = defineWidget({
  component: LazyAmountsDonut,
  propsSchema,
  since: '0.1.0',
  skeleton: AmountsDonutSkeleton,
});
