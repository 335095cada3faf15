import { defineWidget } from '../../src/engine/render/index.ts';
import { SupplyCard } from './SupplyCard.tsx';

export const supplyCard = defineWidget({ component: SupplyCard });
