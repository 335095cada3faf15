import { defineWidget } from '../../src/engine/render/index.ts';
import { SummaryCard } from './SummaryCard.tsx';

export const summaryCard = defineWidget({ component: SummaryCard });
