import { defineWidget } from '../../src/engine/render/index.ts';
import type { FastActionsProps } from './props.gen.ts';
import { FastActions } from './FastActions.tsx';

export const fastActions = defineWidget<FastActionsProps>({ component: FastActions });
