import { defineWidget } from '../../src/engine/render/index.ts';
import { SupplySelector } from './SupplySelector.tsx';

export const supplySelector = defineWidget({
  component: SupplySelector,
});
