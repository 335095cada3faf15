import { defineWidget } from '../../src/engine/render/index.ts';
import type { ContractTileProps } from './props.gen.ts';
import { ContractTile } from './ContractTile.tsx';

export const contractTile = defineWidget<ContractTileProps>({ component: ContractTile });
