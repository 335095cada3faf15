import { defineWidget } from '../../src/engine/render/index.ts';
import type { HeadingProps } from './props.gen.ts';
import { Heading } from './Heading.tsx';

export const heading = defineWidget<HeadingProps>({ component: Heading });
