import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.18.0',
  description: "The customer area's invoices at a glance: count, to pay, new, total due.",
} satisfies WidgetMeta;
