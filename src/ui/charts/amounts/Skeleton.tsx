import { ChartSkeleton } from '../ChartSkeleton.tsx';
import { SKELETON_PARTS } from './layout.ts';

/** The amounts doughnut's place while its chunk loads, at its final size. */
export function AmountsChartSkeleton({ framed = true }: { framed?: boolean }) {
  return (
    <ChartSkeleton parts={framed ? SKELETON_PARTS : SKELETON_PARTS.slice(1)} framed={framed} />
  );
}
