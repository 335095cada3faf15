import { defineWidget } from '../../src/engine/render/index.ts';
import type { FieldProps } from './props.gen.ts';
import { Field } from './Field.tsx';

export const field = defineWidget<FieldProps>({ component: Field });
