import { defineWidget } from '../../src/engine/render/index.ts';
import { Footer } from './Footer.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const footer = defineWidget({ component: Footer, propsSchema, since: '0.1.0' });
