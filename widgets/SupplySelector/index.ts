import { defineWidget } from '../../src/engine/render/index.ts';
import type { SupplySelectorProps } from './props.gen.ts';
import { SupplySelector } from './SupplySelector.tsx';

export const supplySelector = defineWidget<SupplySelectorProps>({
  component: SupplySelector,
});
