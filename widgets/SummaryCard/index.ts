import { defineWidget } from '../../src/engine/render/index.ts';
import propsSchema from './props.schema.json' with { type: 'json' };
import { SummaryCard } from './SummaryCard.tsx';

export const summaryCard = defineWidget({ component: SummaryCard, propsSchema, since: '0.1.0' });
