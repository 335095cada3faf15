import { ChartSkeleton } from '../shared/charts/ChartSkeleton.tsx';
import { SKELETON_PARTS } from './layout.ts';

/** The annual-spend widget's place while its chunk loads, at its final size. */
export function AnnualSpendChartSkeleton({ framed = true }: { framed?: boolean }) {
  return (
    <ChartSkeleton parts={framed ? SKELETON_PARTS : SKELETON_PARTS.slice(1)} framed={framed} />
  );
}
