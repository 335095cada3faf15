import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.1.0',
  description: "Template 5's costs card: the bill's items, the total and the donut.",
} satisfies WidgetMeta;
