import { defineWidget } from '../../src/engine/render/index.ts';
import { FastActions } from './FastActions.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const fastActions = defineWidget({ component: FastActions, propsSchema, since: '0.1.0' });
