import { defineWidget } from '../../src/engine/render/index.ts';
import type { WebBillTileProps } from './props.gen.ts';
import { WebBillTile } from './WebBillTile.tsx';

export const webBillTile = defineWidget<WebBillTileProps>({ component: WebBillTile });
