import { defineWidget } from '../../src/engine/render/index.ts';
import { Warning } from './Warning.tsx';

export const warning = defineWidget({ component: Warning });
