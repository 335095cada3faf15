import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.1.0',
  description: "The selected supply's monthly spend, this year beside the year before.",
} satisfies WidgetMeta;
