import { defineWidget } from '../../src/engine/render/index.ts';
import { DialogButton } from './DialogButton.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const dialogButton = defineWidget({ component: DialogButton, propsSchema, since: '0.1.0' });
