import { defineWidget } from '../../src/engine/render/index.ts';
import { DialogButton } from './DialogButton.tsx';

export const dialogButton = defineWidget({ component: DialogButton });
