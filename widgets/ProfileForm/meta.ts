import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.1.0',
  description:
    'The digital profile form: e-mail, billing e-mail and phone, checked and saved after a confirmation.',
} satisfies WidgetMeta;
