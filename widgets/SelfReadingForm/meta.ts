import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.16.0',
  description: 'The gas self-reading form: supply, enter-days check, reading in Smc, reminder.',
} satisfies WidgetMeta;
