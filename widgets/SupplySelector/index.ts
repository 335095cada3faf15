import { defineWidget } from '../../src/engine/render/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };
import { SupplySelector } from './SupplySelector.tsx';

export const supplySelector = defineWidget({
  component: SupplySelector,
  propsSchema,
  since: '0.1.0',
});
