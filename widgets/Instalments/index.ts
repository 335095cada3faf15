import { defineWidget } from '../../src/engine/render/index.ts';
import type { InstalmentsProps } from './props.gen.ts';
import { Instalments } from './Instalments.tsx';

export const instalments = defineWidget<InstalmentsProps>({ component: Instalments });
