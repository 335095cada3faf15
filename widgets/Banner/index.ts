import { defineWidget } from '../../src/engine/render/index.ts';
import { Banner } from './Banner.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const banner = defineWidget({ component: Banner, propsSchema, since: '0.1.0' });
