import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.19.0',
  description: "The 2025 format's offer box: name, portal code, price kind, expiry, portal link.",
} satisfies WidgetMeta;
