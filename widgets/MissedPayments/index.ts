import { defineWidget } from '../../src/engine/render/index.ts';
import { MissedPayments } from './MissedPayments.tsx';

export const missedPayments = defineWidget({
  component: MissedPayments,
});
