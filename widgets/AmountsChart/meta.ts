import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.1.0',
  description: "The bill's amounts as a doughnut chart with a table of every item.",
} satisfies WidgetMeta;
