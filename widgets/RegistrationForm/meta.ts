import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.18.0',
  description:
    "The customer area's registration: verify with a bill's data, password, contacts, consents, then log in; its fields come from the registration section calls.",
} satisfies WidgetMeta;
