import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.1.0',
  description: "Template 5's tile inviting the customer to the web bill.",
} satisfies WidgetMeta;
