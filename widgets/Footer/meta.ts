import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.1.0',
  description: 'The page footer: supplier name, contacts, legal lines and social links.',
} satisfies WidgetMeta;
