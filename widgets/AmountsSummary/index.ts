import { defineWidget } from '../../src/engine/render/index.ts';
import type { AmountsSummaryProps } from './props.gen.ts';
import { AmountsSummary } from './AmountsSummary.tsx';

export const amountsSummary = defineWidget<AmountsSummaryProps>({
  component: AmountsSummary,
});
