import { defineWidget } from '../../src/engine/render/index.ts';
import type { SupplyListProps } from './props.gen.ts';
import { SupplyList } from './SupplyList.tsx';

export const supplyList = defineWidget<SupplyListProps>({ component: SupplyList });
