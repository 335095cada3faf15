import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether the image of `src` failed to load, for hiding it (spec §4 "Logos and images are
 * hidden on load error", §8), and whether it has loaded, for naming it (SafeImage). `onError`
 * and `onLoad` alone miss one case: in a page rendered on the server (ADR 0019) the image may
 * settle before the page's script has hydrated it and attached the handlers. So on mount an
 * image that has already settled is asked to decode: a broken one refuses, and counts as
 * failed; a good one has loaded. Keyed by `src`, so a new address gets a new chance.
 */
export function useImageFailure(src: string) {
  const ref = useRef<HTMLImageElement>(null);
  const [settled, setSettled] = useState<{ src: string; failed: boolean }>();
  useEffect(() => {
    const image = ref.current;
    // Still loading: its error or load, if any, reaches the handlers now that they are attached.
    if (!image?.complete || typeof image.decode !== 'function') return undefined;
    let current = true;
    const settle = (failed: boolean) => () => {
      if (current && image.getAttribute('src') === src) setSettled({ src, failed });
    };
    image.decode().then(settle(false), settle(true));
    return () => {
      current = false;
    };
  }, [src]);
  const onError = useCallback(() => {
    setSettled({ src, failed: true });
  }, [src]);
  const onLoad = useCallback(() => {
    setSettled({ src, failed: false });
  }, [src]);
  const now = settled?.src === src ? settled : undefined;
  return { ref, failed: now?.failed === true, loaded: now?.failed === false, onError, onLoad };
}
