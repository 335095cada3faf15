import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.18.0',
  description:
    "The customer area's invoices: views, status, detail, PDF download and pay now (issue 18).",
} satisfies WidgetMeta;
