import { defineWidget } from '../../src/engine/render/index.ts';
import type { SupplyCardProps } from './props.gen.ts';
import { SupplyCard } from './SupplyCard.tsx';

export const supplyCard = defineWidget<SupplyCardProps>({ component: SupplyCard });
