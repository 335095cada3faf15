import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.18.0',
  description:
    "The selected customer's messages: unread ones marked and counted, opened in place, deleted.",
} satisfies WidgetMeta;
