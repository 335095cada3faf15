import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.18.0',
  description:
    "The customer area's home: the greeting and what is due, the latest invoice, or a figure's tile.",
} satisfies WidgetMeta;
