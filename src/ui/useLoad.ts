import { useCallback, useEffect, useState } from 'react';
import type { Loaded, LoadFailure } from '../api/types.ts';

/** Where one area call stands: waiting, answered, or failed (with why, for the log). */
export type LoadState<T> =
  { phase: 'loading' } | { phase: 'loaded'; value: T } | { phase: 'failed'; failure: LoadFailure };

/**
 * Calls `load` (none: nothing to load, stays loading) and again whenever it changes or `retry`
 * is pressed. An answer that comes after `load` changed (another customer chosen) is dropped,
 * so a slow answer never shows the previous customer's data.
 */
export function useLoad<T>(
  load: (() => Promise<Loaded<T>>) | undefined,
): [LoadState<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{
    load: typeof load;
    attempt: number;
    state: LoadState<T>;
  }>();
  useEffect(() => {
    if (load === undefined) return;
    let live = true;
    void load().then((loaded) => {
      if (!live) return;
      if (!loaded.ok) console.warn('[quadro] an area call failed', loaded.failure);
      const state: LoadState<T> = loaded.ok
        ? { phase: 'loaded', value: loaded.value }
        : { phase: 'failed', failure: loaded.failure };
      setAnswer({ load, attempt, state });
    });
    return () => {
      live = false;
    };
  }, [load, attempt]);
  const retry = useCallback(() => {
    setAttempt((count) => count + 1);
  }, []);
  const current = answer !== undefined && answer.load === load && answer.attempt === attempt;
  return [current ? answer.state : { phase: 'loading' }, retry];
}
