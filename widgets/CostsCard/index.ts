import { defineWidget } from '../../src/engine/render/index.ts';
import type { CostsCardProps } from './props.gen.ts';
import { CostsCard } from './CostsCard.tsx';

/** The card draws its donut itself, as SVG (ADR 0062). */
export const costsCard = defineWidget<CostsCardProps>({
  component: CostsCard,
});
