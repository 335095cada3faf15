import { defineWidget } from '../../src/engine/render/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };
import { Warning } from './Warning.tsx';

export const warning = defineWidget({ component: Warning, propsSchema, since: '0.1.0' });
