import { defineWidget } from '../../src/engine/render/index.ts';
import type { HelpTilesProps } from './props.gen.ts';
import { HelpTiles } from './HelpTiles.tsx';

export const helpTiles = defineWidget<HelpTilesProps>({ component: HelpTiles });
