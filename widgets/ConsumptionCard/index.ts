import { defineWidget } from '../../src/engine/render/index.ts';
import type { ConsumptionCardProps } from './props.gen.ts';
import { ConsumptionCard } from './ConsumptionCard.tsx';

/**
 * The card's text is on screen at once; its power charts (with ECharts) and the reminder's
 * calendar library (ical-generator) load only when needed, as chunks of their own.
 */
export const consumptionCard = defineWidget<ConsumptionCardProps>({
  component: ConsumptionCard,
});
