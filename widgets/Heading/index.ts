import { defineWidget } from '../../src/engine/render/index.ts';
import { Heading } from './Heading.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const heading = defineWidget({ component: Heading, propsSchema, since: '0.1.0' });
