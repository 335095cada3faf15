import { defineWidget } from '../../src/engine/render/index.ts';
import type { BillHeaderProps } from './props.gen.ts';
import { BillHeader } from './BillHeader.tsx';

export const billHeader = defineWidget<BillHeaderProps>({ component: BillHeader });
