import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.19.0',
  description: "The selected supply's meter readings, each marked real, estimated or self-read.",
} satisfies WidgetMeta;
