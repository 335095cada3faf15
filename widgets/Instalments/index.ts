import { defineWidget } from '../../src/engine/render/index.ts';
import { Instalments } from './Instalments.tsx';

export const instalments = defineWidget({ component: Instalments });
