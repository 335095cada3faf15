import { defineWidget } from '../../src/engine/render/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };
import { SupplyCard } from './SupplyCard.tsx';

export const supplyCard = defineWidget({ component: SupplyCard, propsSchema, since: '0.1.0' });
