import { defineWidget } from '../../src/engine/render/index.ts';
import {
  ConsumptionChartSkeleton,
  LazyConsumptionChart,
} from '../../src/ui/charts/consumption/lazy.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

/** The chart lives in src/ui/charts/consumption: the supply card's history embeds it too. */
export const consumptionChart = defineWidget({
  component: LazyConsumptionChart,
  propsSchema,
  since: '0.1.0',
  skeleton: ConsumptionChartSkeleton,
});
