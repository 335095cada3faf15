import { defineWidget } from '../../src/engine/render/index.ts';
import { AppHeader } from './AppHeader.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const appHeader = defineWidget({ component: AppHeader, propsSchema, since: '0.1.0' });
