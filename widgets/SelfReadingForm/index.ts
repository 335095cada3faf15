import { defineWidget } from '../../src/engine/render/index.ts';
import type { SelfReadingFormProps } from './props.gen.ts';
import { SelfReadingForm } from './SelfReadingForm.tsx';

export const selfReadingForm = defineWidget<SelfReadingFormProps>({ component: SelfReadingForm });
