import { defineWidget } from '../../src/engine/render/index.ts';
import type { CostsCardProps } from './props.gen.ts';
import { CostsCard } from './CostsCard.tsx';

/** Light on purpose: the card's donut is a lazy chunk of its own (AmountsDonut). */
export const costsCard = defineWidget<CostsCardProps>({
  component: CostsCard,
});
