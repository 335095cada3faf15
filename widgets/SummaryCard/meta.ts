import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.1.0',
  description: 'The bill summary: holder, address, document type, number, date and period.',
} satisfies WidgetMeta;
