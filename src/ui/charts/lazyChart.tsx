import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { ChartEmpty } from './ChartParts.tsx';
import { ChartSkeleton } from './ChartSkeleton.tsx';
import { nearViewport } from './nearViewport.tsx';

export interface LazyChart<P> {
  /**
   * The chart as a lazy component: its code, and ECharts with it, is fetched when its slot
   * first comes near the viewport, never before (DESIGN "Budgets": charts stay out of the
   * bill's initial chunks; issue 15: and out of its first paint when below it).
   */
  Component: ComponentType<P>;
  /** Its place while the chunk loads, at the final size; unframed it leaves out the title. */
  Skeleton: ComponentType<{ framed?: boolean }>;
}

/**
 * A chart widget's loading shell. `load` must be an arrow around a literal `import()` in the
 * widget's own index.ts, so the bundler makes the chart a chunk of its own; `parts` are the
 * heights of the skeleton's blocks, the card's title first (from the widget's layout.ts, which
 * knows no ECharts).
 */
export function lazyChart<P extends { framed?: boolean }>(
  load: () => Promise<ComponentType<P>>,
  parts: readonly number[],
): LazyChart<P> {
  function Skeleton({ framed = true }: { framed?: boolean }) {
    return <ChartSkeleton parts={framed ? parts : parts.slice(1)} framed={framed} />;
  }
  const Component = nearViewport<P>(
    lazy(async () => ({ default: await load() })),
    ({ framed = true }) => <Skeleton framed={framed} />,
  );
  return { Component, Skeleton };
}

/**
 * A lazy chart placed inside another widget's card (the supply card's history, the payment
 * card's amounts detail): its skeleton while the chunk loads, and a quiet sentence if the
 * chunk cannot be fetched, so a failed chart never takes the card around it down. The engine
 * gives template widgets the same two things (WidgetSlot); a chart inside a card needs its own.
 */
export function ChartSlot({ skeleton, children }: { skeleton: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary fallback={<ChartEmpty>{t('widgets.charts.unavailable')}</ChartEmpty>}>
      <Suspense fallback={skeleton}>{children}</Suspense>
    </ErrorBoundary>
  );
}
