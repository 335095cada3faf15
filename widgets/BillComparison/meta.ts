import type { WidgetMeta } from '../../src/engine/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };

export const meta = {
  propsSchema,
  since: '0.19.0',
  description:
    'Why this bill differs from the last: a sentence and the difference split by reason.',
} satisfies WidgetMeta;
