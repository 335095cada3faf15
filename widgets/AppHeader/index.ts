import { defineWidget } from '../../src/engine/render/index.ts';
import type { AppHeaderProps } from './props.gen.ts';
import { AppHeader } from './AppHeader.tsx';

export const appHeader = defineWidget<AppHeaderProps>({ component: AppHeader });
