import type { ReactNode } from 'react';
import { CardTitle, WidgetCard } from './card.ts';

/**
 * A widget's body in a card of its own under its title, or bare when another card places it
 * (`framed` false: the payment card's amounts detail, the costs card).
 */
export function FramedCard({
  framed,
  title,
  children,
}: {
  framed: boolean;
  title: string;
  children: ReactNode;
}) {
  if (!framed) return children;
  return (
    <WidgetCard aria-label={title}>
      <CardTitle>{title}</CardTitle>
      {children}
    </WidgetCard>
  );
}
