import { defineWidget } from '../../src/engine/render/index.ts';
import { WebBillTile } from './WebBillTile.tsx';

export const webBillTile = defineWidget({ component: WebBillTile });
