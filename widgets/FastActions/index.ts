import { defineWidget } from '../../src/engine/render/index.ts';
import { FastActions } from './FastActions.tsx';

export const fastActions = defineWidget({ component: FastActions });
