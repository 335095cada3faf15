import { defineWidget } from '../../src/engine/render/index.ts';
import { Field } from './Field.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const field = defineWidget({ component: Field, propsSchema, since: '0.1.0' });
