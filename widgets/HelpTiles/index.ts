import { defineWidget } from '../../src/engine/render/index.ts';
import { HelpTiles } from './HelpTiles.tsx';

export const helpTiles = defineWidget({ component: HelpTiles });
