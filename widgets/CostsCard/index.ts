import { defineWidget } from '../../src/engine/render/index.ts';
import { CostsCard } from './CostsCard.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

/** Light on purpose: the card's donut is a lazy chunk of its own (AmountsDonut). */
export const costsCard = defineWidget({
  component: CostsCard,
  propsSchema,
  since: '0.1.0',
});
