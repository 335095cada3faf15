import { defineWidget } from '../../src/engine/render/index.ts';
import type { FooterProps } from './props.gen.ts';
import { Footer } from './Footer.tsx';

export const footer = defineWidget<FooterProps>({ component: Footer });
