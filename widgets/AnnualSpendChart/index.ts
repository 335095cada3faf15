import { defineWidget } from '../../src/engine/render/index.ts';
import type { AnnualSpendChartProps } from './props.gen.ts';
import { AnnualSpendChartSkeleton, LazyAnnualSpendChart } from '../../src/ui/charts/spend/lazy.ts';

/** The chart lives in src/ui/charts/spend: the supply card's history embeds it too. */
export const annualSpendChart = defineWidget<AnnualSpendChartProps>({
  component: LazyAnnualSpendChart,
  skeleton: AnnualSpendChartSkeleton,
});
