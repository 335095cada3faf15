import { defineWidget } from '../../src/engine/render/index.ts';
import { ReservedArea } from './ReservedArea.tsx';

export const reservedArea = defineWidget({ component: ReservedArea });
