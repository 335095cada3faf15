import { defineWidget } from '../../src/engine/render/index.ts';
import type { AmountsDonutProps } from './props.gen.ts';
import { AmountsDonut } from '../../src/ui/charts/donut/AmountsDonut.tsx';

/**
 * The donut lives in src/ui/charts/donut: the costs card embeds it too. No chunk of its own
 * since its ring is SVG (ADR 0062): it is drawn with the first view, on the server as well.
 */
export const amountsDonut = defineWidget<AmountsDonutProps>({ component: AmountsDonut });
