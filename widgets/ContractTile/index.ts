import { defineWidget } from '../../src/engine/render/index.ts';
import { ContractTile } from './ContractTile.tsx';

export const contractTile = defineWidget({ component: ContractTile });
