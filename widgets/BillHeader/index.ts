import { defineWidget } from '../../src/engine/render/index.ts';
import { BillHeader } from './BillHeader.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const billHeader = defineWidget({ component: BillHeader, propsSchema, since: '0.1.0' });
