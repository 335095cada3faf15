import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.18.0',
  description: 'The customer area’s user form: the server’s sections and fields, saved together.',
} satisfies WidgetMeta;
