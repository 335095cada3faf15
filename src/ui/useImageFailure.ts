import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether the image of `src` failed to load, for hiding it (spec §4 "Logos and images are
 * hidden on load error", §8). `onError` alone misses one case: in a page rendered on the server
 * (ADR 0019) the image may fail before the page's script has hydrated it and attached the
 * handler. So on mount an image that has already settled is asked to decode: a broken one
 * refuses, and counts as failed too. Keyed by `src`, so a new address gets a new chance.
 */
export function useImageFailure(src: string) {
  const ref = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string>();
  useEffect(() => {
    const image = ref.current;
    // Still loading: its error, if any, reaches `onError` now that the handler is attached.
    if (!image?.complete || typeof image.decode !== 'function') return undefined;
    let current = true;
    image.decode().catch(() => {
      if (current && image.getAttribute('src') === src) setFailedSrc(src);
    });
    return () => {
      current = false;
    };
  }, [src]);
  const onError = useCallback(() => {
    setFailedSrc(src);
  }, [src]);
  return { ref, failed: failedSrc === src, onError };
}
