import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.18.0',
  description: 'The supplier’s phones, e-mail, hours, emergency numbers and offices.',
} satisfies WidgetMeta;
