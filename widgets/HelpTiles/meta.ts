import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.1.0',
  description: "Template 5's help tiles linking to the host's guide, contacts and FAQ.",
} satisfies WidgetMeta;
