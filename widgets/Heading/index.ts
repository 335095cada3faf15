import { defineWidget } from '../../src/engine/render/index.ts';
import { Heading } from './Heading.tsx';

export const heading = defineWidget({ component: Heading });
