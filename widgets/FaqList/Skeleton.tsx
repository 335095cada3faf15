import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { Bar } from '../../src/ui/loadStates.tsx';

/**
 * The FAQ while it loads: a card of the final shape (a title, four questions), so nothing
 * jumps when it arrives. Also the widget's skeleton while its chunk loads. Hidden from screen
 * readers, which hear the busy card's label instead.
 */
export function FaqListSkeleton(props: { label?: string }) {
  return (
    <WidgetCard aria-busy="true" aria-label={props.label}>
      <CardTitle aria-hidden="true">
        <Bar $width="40%" $height={24} />
      </CardTitle>
      {[70, 55, 80, 60].map((width) => (
        <Bar key={width} aria-hidden="true" $width={`${width}%`} $height={40} />
      ))}
    </WidgetCard>
  );
}
