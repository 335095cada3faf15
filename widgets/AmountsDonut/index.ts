import { defineWidget } from '../../src/engine/render/index.ts';
import { AmountsDonutSkeleton, LazyAmountsDonut } from '../../src/ui/charts/donut/lazy.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

/** The donut lives in src/ui/charts/donut: the costs card embeds it too. */
export const amountsDonut = defineWidget({
  component: LazyAmountsDonut,
  propsSchema,
  since: '0.1.0',
  skeleton: AmountsDonutSkeleton,
});
