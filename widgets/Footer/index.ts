import { defineWidget } from '../../src/engine/render/index.ts';
import { Footer } from './Footer.tsx';

export const footer = defineWidget({ component: Footer });
