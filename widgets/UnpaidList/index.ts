import { defineWidget } from '../../src/engine/render/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };
import { UnpaidList } from './UnpaidList.tsx';

export const unpaidList = defineWidget({ component: UnpaidList, propsSchema, since: '0.1.0' });
