import { defineWidget } from '../../src/engine/render/index.ts';
import { AmountsSummary } from './AmountsSummary.tsx';

export const amountsSummary = defineWidget({
  component: AmountsSummary,
});
