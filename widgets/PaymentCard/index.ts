import { defineWidget } from '../../src/engine/render/index.ts';
import { PaymentCard } from './PaymentCard.tsx';

export const paymentCard = defineWidget({ component: PaymentCard });
