import { defineWidget } from '../../src/engine/render/index.ts';
import type { ReservedAreaProps } from './props.gen.ts';
import { ReservedArea } from './ReservedArea.tsx';

export const reservedArea = defineWidget<ReservedAreaProps>({ component: ReservedArea });
