import { Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';

/**
 * How near the screen a chart's slot must come for its chunk to be fetched: one viewport
 * height above and below (a percentage of `rootMargin` is of the viewport's size), so a
 * customer scrolling at reading speed finds the chart drawn, and one further down costs
 * nothing until then (issue 15: ECharts is ~300 KB).
 */
export const nearMargin = '100% 0px';

/**
 * Whether `ref`'s element has come within `nearMargin` of the viewport; once true it stays
 * true. Without IntersectionObserver (an old browser, a test's DOM) it is true at once. On the
 * server (ADR 0019) it is false: the first view carries the chart's skeleton, which is what the
 * hydrating page renders first too, so the two agree.
 */
export function useNearViewport(ref: { readonly current: Element | null }): boolean {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: nearMargin },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near, ref]);
  return near;
}

/** The gated chart, and the lazy component inside it, for tests that check it is lazy. */
export type NearViewportChart<P> = ComponentType<P> & { readonly chart: ComponentType<P> };

/**
 * A lazy chart that is rendered, and so its chunk imported, only once its slot comes near the
 * viewport. Until then, and while the chunk loads, its place is `placeholder` (the chart's
 * skeleton, at the chart's final size): the slot keeps its size before and after, so nothing
 * moves. Once near, the DOM is the chart's alone, as without this wrapper. A chunk that fails
 * to load throws to the error boundary around the chart, as before.
 */
export function nearViewport<P extends object>(
  Chart: ComponentType<P>,
  placeholder: (props: P) => ReactNode,
): NearViewportChart<P> {
  function NearViewport(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const near = useNearViewport(ref);
    if (!near) return <div ref={ref}>{placeholder(props)}</div>;
    return (
      <Suspense fallback={placeholder(props)}>
        <Chart {...props} />
      </Suspense>
    );
  }
  NearViewport.displayName = `NearViewport(${Chart.displayName ?? Chart.name})`;
  return Object.assign(NearViewport, { chart: Chart });
}
