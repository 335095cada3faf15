import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.18.0',
  description: 'The customer area’s profile: data, contact details to edit, the password change.',
} satisfies WidgetMeta;
