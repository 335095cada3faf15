import { defineWidget } from '../../src/engine/render/index.ts';
import type { AmountsChartProps } from './props.gen.ts';
import { AmountsChartSkeleton, LazyAmountsChart } from '../../src/ui/charts/amounts/lazy.ts';

/** The chart lives in src/ui/charts/amounts: the payment card's amounts detail embeds it too. */
export const amountsChart = defineWidget<AmountsChartProps>({
  component: LazyAmountsChart,
  skeleton: AmountsChartSkeleton,
});
