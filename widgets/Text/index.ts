import { defineWidget } from '../../src/engine/render/index.ts';
import { Text } from './Text.tsx';

export const text = defineWidget({ component: Text });
