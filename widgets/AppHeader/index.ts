import { defineWidget } from '../../src/engine/render/index.ts';
import { AppHeader } from './AppHeader.tsx';

export const appHeader = defineWidget({ component: AppHeader });
