import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.1.0',
  description: "Template 5's consumption card: latest reading, self-reading or yearly charts.",
} satisfies WidgetMeta;
