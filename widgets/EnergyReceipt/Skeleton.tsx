import { WidgetCard } from '../../src/ui/card.ts';
import { Bar } from '../../src/ui/loadStates.tsx';

/** The receipt while its chunk loads: a title and a few lines, so the page jumps little. */
export function EnergyReceiptSkeleton() {
  return (
    <WidgetCard aria-busy="true">
      <Bar aria-hidden="true" $width="50%" $height={24} />
      {[90, 70, 80, 60, 75].map((width) => (
        <Bar key={width} aria-hidden="true" $width={`${width}%`} />
      ))}
    </WidgetCard>
  );
}
