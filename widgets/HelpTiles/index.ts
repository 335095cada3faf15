import { defineWidget } from '../../src/engine/render/index.ts';
import { HelpTiles } from './HelpTiles.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const helpTiles = defineWidget({ component: HelpTiles, propsSchema, since: '0.1.0' });
