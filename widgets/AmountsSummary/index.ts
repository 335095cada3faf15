import { defineWidget } from '../../src/engine/render/index.ts';
import { AmountsSummary } from './AmountsSummary.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const amountsSummary = defineWidget({
  component: AmountsSummary,
  propsSchema,
  since: '0.1.0',
});
