import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.1.0',
  description:
    'The customer-care form: category, subject, description and attachment, confirmed, then sent.',
} satisfies WidgetMeta;
