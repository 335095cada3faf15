import { defineWidget } from '../../src/engine/render/index.ts';
import { MissedPayments } from './MissedPayments.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const missedPayments = defineWidget({
  component: MissedPayments,
  propsSchema,
  since: '0.1.0',
});
