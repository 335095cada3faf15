import { defineWidget } from '../../src/engine/render/index.ts';
import { UnpaidList } from './UnpaidList.tsx';

export const unpaidList = defineWidget({ component: UnpaidList });
