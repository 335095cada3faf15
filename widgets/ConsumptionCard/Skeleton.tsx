import { ChartSkeleton } from '../../src/ui/charts/ChartSkeleton.tsx';
import { CARD_CHART_HEIGHT, LEGEND_HEIGHT, YEAR_HEADING_HEIGHT, YearsGrid } from './layout.ts';

/**
 * The power charts' place while their chunk loads: the legend, then two years in the same grid
 * as the charts, each its heading and its chart, so nothing jumps when they arrive.
 */
export function PowerChartsSkeleton() {
  return (
    <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <ChartSkeleton parts={[LEGEND_HEIGHT]} framed={false} />
      <YearsGrid>
        <div>
          <ChartSkeleton parts={[YEAR_HEADING_HEIGHT, CARD_CHART_HEIGHT]} framed={false} />
          <ChartSkeleton parts={[YEAR_HEADING_HEIGHT, CARD_CHART_HEIGHT]} framed={false} />
        </div>
      </YearsGrid>
    </div>
  );
}
