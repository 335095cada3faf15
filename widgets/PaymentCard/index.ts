import { defineWidget } from '../../src/engine/render/index.ts';
import type { PaymentCardProps } from './props.gen.ts';
import { PaymentCard } from './PaymentCard.tsx';

export const paymentCard = defineWidget<PaymentCardProps>({ component: PaymentCard });
