import { defineWidget } from '../../src/engine/render/index.ts';
import { AmountsChartSkeleton, LazyAmountsChart } from '../../src/ui/charts/amounts/lazy.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

/** The chart lives in src/ui/charts/amounts: the payment card's amounts detail embeds it too. */
export const amountsChart = defineWidget({
  component: LazyAmountsChart,
  propsSchema,
  since: '0.1.0',
  skeleton: AmountsChartSkeleton,
});
