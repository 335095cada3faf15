import { useCallback, useState } from 'react';

/**
 * The width of an element, kept current with a ResizeObserver (spec §4 "expanding triggers
 * chart resizing"): 0 while the element is hidden, as inside a closed history panel. Without
 * ResizeObserver (jsdom) the width is read once.
 */
export function useElementWidth(): [(element: HTMLElement | null) => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: HTMLElement | null) => {
    if (element === null) return undefined;
    const measure = () => {
      setWidth(Math.round(element.getBoundingClientRect().width));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  return [ref, width];
}
