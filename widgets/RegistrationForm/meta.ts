import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.18.0',
  description:
    'Registration to the customer area: verify with a bill, password, contacts, consents, log in.',
} satisfies WidgetMeta;
