import { defineWidget } from '../../src/engine/render/index.ts';
import { BillHeader } from './BillHeader.tsx';

export const billHeader = defineWidget({ component: BillHeader });
