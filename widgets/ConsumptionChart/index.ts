import { defineWidget } from '../../src/engine/render/index.ts';
import type { ConsumptionChartProps } from './props.gen.ts';
import {
  ConsumptionChartSkeleton,
  LazyConsumptionChart,
} from '../../src/ui/charts/consumption/lazy.ts';

/** The chart lives in src/ui/charts/consumption: the supply card's history embeds it too. */
export const consumptionChart = defineWidget<ConsumptionChartProps>({
  component: LazyConsumptionChart,
  skeleton: ConsumptionChartSkeleton,
});
