import { defineWidget } from '../../src/engine/render/index.ts';
import type { AmountsChartProps } from './props.gen.ts';
import { AmountsChart } from '../../src/ui/charts/amounts/AmountsChart.tsx';

/**
 * The chart lives in src/ui/charts/amounts: the payment card's amounts detail embeds it too. No
 * chunk of its own since its ring is SVG (ADR 0062).
 */
export const amountsChart = defineWidget<AmountsChartProps>({ component: AmountsChart });
