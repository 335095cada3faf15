import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.1.0',
  description: "Template 5's invitation to the supplier's reserved customer area.",
} satisfies WidgetMeta;
