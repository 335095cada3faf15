import { ChartSkeleton } from '../ChartSkeleton.tsx';
import { SKELETON_PARTS } from './layout.ts';

/** The donut's place while its chunk loads, at its final (collapsed) size. */
export function AmountsDonutSkeleton({ framed = true }: { framed?: boolean }) {
  return (
    <ChartSkeleton parts={framed ? SKELETON_PARTS : SKELETON_PARTS.slice(1)} framed={framed} />
  );
}
