import { defineWidget } from '../../src/engine/render/index.ts';
import type { SummaryCardProps } from './props.gen.ts';
import { SummaryCard } from './SummaryCard.tsx';

export const summaryCard = defineWidget<SummaryCardProps>({ component: SummaryCard });
