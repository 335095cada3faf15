import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.1.0',
  description: "Template 5's quick actions: download, pay now, self-reading, write to us.",
} satisfies WidgetMeta;
