import { defineWidget } from '../../src/engine/render/index.ts';
import type { TextProps } from './props.gen.ts';
import { Text } from './Text.tsx';

export const text = defineWidget<TextProps>({ component: Text });
