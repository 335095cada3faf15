import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.1.0',
  description: "An interactive donut of the bill's amounts with a legend and a detail table.",
} satisfies WidgetMeta;
