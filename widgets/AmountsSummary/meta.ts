import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.1.0',
  description: "The collapsible table of the bill's amounts and total, with VAT table and pie.",
} satisfies WidgetMeta;
