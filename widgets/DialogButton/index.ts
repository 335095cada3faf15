import { defineWidget } from '../../src/engine/render/index.ts';
import type { DialogButtonProps } from './props.gen.ts';
import { DialogButton } from './DialogButton.tsx';

export const dialogButton = defineWidget<DialogButtonProps>({ component: DialogButton });
