import { defineWidget } from '../../src/engine/render/index.ts';
import { Field } from './Field.tsx';

export const field = defineWidget({ component: Field });
