import { defineWidget } from '../../src/engine/render/index.ts';
import type { MissedPaymentsProps } from './props.gen.ts';
import { MissedPayments } from './MissedPayments.tsx';

export const missedPayments = defineWidget<MissedPaymentsProps>({
  component: MissedPayments,
});
