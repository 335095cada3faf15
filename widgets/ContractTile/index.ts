import { defineWidget } from '../../src/engine/render/index.ts';
import { ContractTile } from './ContractTile.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const contractTile = defineWidget({ component: ContractTile, propsSchema, since: '0.1.0' });
