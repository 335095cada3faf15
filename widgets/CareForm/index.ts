import { defineWidget } from '../../src/engine/render/index.ts';
import { CareForm } from './CareForm.tsx';
import type { CareFormProps } from './props.gen.ts';

export const careForm = defineWidget<CareFormProps>({ component: CareForm });
