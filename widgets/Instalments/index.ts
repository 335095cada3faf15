import { defineWidget } from '../../src/engine/render/index.ts';
import { Instalments } from './Instalments.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const instalments = defineWidget({ component: Instalments, propsSchema, since: '0.1.0' });
