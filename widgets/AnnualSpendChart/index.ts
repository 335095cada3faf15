import { defineWidget } from '../../src/engine/render/index.ts';
import { AnnualSpendChartSkeleton, LazyAnnualSpendChart } from '../../src/ui/charts/spend/lazy.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

/** The chart lives in src/ui/charts/spend: the supply card's history embeds it too. */
export const annualSpendChart = defineWidget({
  component: LazyAnnualSpendChart,
  propsSchema,
  since: '0.1.0',
  skeleton: AnnualSpendChartSkeleton,
});
