import { defineWidget } from '../../src/engine/render/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };
import { WebBillTile } from './WebBillTile.tsx';

export const webBillTile = defineWidget({ component: WebBillTile, propsSchema, since: '0.1.0' });
