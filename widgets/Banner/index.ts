import { defineWidget } from '../../src/engine/render/index.ts';
import { Banner } from './Banner.tsx';

export const banner = defineWidget({ component: Banner });
