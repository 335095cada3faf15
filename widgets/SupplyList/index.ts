import { defineWidget } from '../../src/engine/render/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };
import { SupplyList } from './SupplyList.tsx';

export const supplyList = defineWidget({ component: SupplyList, propsSchema, since: '0.1.0' });
