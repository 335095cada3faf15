import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.1.0',
  description: 'One labelled value of the bill document, formatted for Italian readers.',
} satisfies WidgetMeta;
