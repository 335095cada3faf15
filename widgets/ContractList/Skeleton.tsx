import { WidgetCard } from '../../src/ui/card.ts';
import { Bar } from '../../src/ui/loadStates.tsx';

/**
 * A contract card while the contracts load (and the widget's skeleton while its chunk loads):
 * the final card's shape, a title and four lines, so nothing jumps when they arrive.
 */
export function ContractListSkeleton(props: { label?: string }) {
  return (
    <WidgetCard aria-busy="true" aria-label={props.label}>
      <Bar aria-hidden="true" $width="45%" $height={24} />
      {[80, 65, 70, 50].map((width) => (
        <Bar key={width} aria-hidden="true" $width={`${width}%`} />
      ))}
    </WidgetCard>
  );
}
