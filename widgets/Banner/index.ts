import { defineWidget } from '../../src/engine/render/index.ts';
import type { BannerProps } from './props.gen.ts';
import { Banner } from './Banner.tsx';

export const banner = defineWidget<BannerProps>({ component: Banner });
