import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.18.0',
  description: 'The customer area’s message to customer care, with an optional attachment.',
} satisfies WidgetMeta;
