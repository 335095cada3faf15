import { defineWidget } from '../../src/engine/render/index.ts';
import { SupplyList } from './SupplyList.tsx';

export const supplyList = defineWidget({ component: SupplyList });
