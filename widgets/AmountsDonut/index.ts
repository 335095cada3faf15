import { defineWidget } from '../../src/engine/render/index.ts';
import type { AmountsDonutProps } from './props.gen.ts';
import { AmountsDonutSkeleton, LazyAmountsDonut } from '../../src/ui/charts/donut/lazy.ts';

/** The donut lives in src/ui/charts/donut: the costs card embeds it too. */
export const amountsDonut = defineWidget<AmountsDonutProps>({
  component: LazyAmountsDonut,
  skeleton: AmountsDonutSkeleton,
});
