import { defineWidget } from '../../src/engine/render/index.ts';
import type { UnpaidListProps } from './props.gen.ts';
import { UnpaidList } from './UnpaidList.tsx';

export const unpaidList = defineWidget<UnpaidListProps>({ component: UnpaidList });
