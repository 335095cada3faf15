import { defineWidget } from '../../src/engine/render/index.ts';
import type { WarningProps } from './props.gen.ts';
import { Warning } from './Warning.tsx';

export const warning = defineWidget<WarningProps>({ component: Warning });
