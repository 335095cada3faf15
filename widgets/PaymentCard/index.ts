import { defineWidget } from '../../src/engine/render/index.ts';
import { PaymentCard } from './PaymentCard.tsx';
import propsSchema from './props.schema.json' with { type: 'json' };

export const paymentCard = defineWidget({ component: PaymentCard, propsSchema, since: '0.1.0' });
