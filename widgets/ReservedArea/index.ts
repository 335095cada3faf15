import { defineWidget } from '../../src/engine/render/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };
import { ReservedArea } from './ReservedArea.tsx';

export const reservedArea = defineWidget({ component: ReservedArea, propsSchema, since: '0.1.0' });
