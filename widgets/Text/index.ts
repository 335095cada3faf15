import { defineWidget } from '../../src/engine/render/index.ts';
import { Text } from './Text.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const text = defineWidget({ component: Text, propsSchema, since: '0.1.0' });
