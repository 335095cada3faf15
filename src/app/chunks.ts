import { createElement, lazy, type ComponentType } from 'react';

/** Spec §8/§9: a script chunk that has not arrived after 120000 ms has failed. */
export const chunkTimeout = 120_000;

/** Spec §8: the failure of a script chunk, by the name the spec gives it. */
const chunkLoadError = 'ChunkLoadError';

// The lazy components whose chunk failed, each with what makes it try again.
const failed = new Set<() => void>();

/**
 * `React.lazy` that can try again: React keeps a rejected import for good, so a chunk that
 * failed once (offline, a deploy in between) would fail for the page's whole life. This one
 * fails after the spec's timeout, or at once when its request does, and `retryChunks` gives
 * every failed one a fresh import. Used by every route chunk and the shell's pieces.
 */
export function lazyWithRetry<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  const attempt = () =>
    lazy(() =>
      withTimeout(load()).catch((cause: unknown) => {
        failed.add(reset);
        throw Object.assign(new Error(String(cause), { cause }), { name: chunkLoadError });
      }),
    );
  let current = attempt();
  const reset = () => {
    current = attempt();
  };
  function Chunk(props: P) {
    return createElement(current, props);
  }
  return Chunk;
}

/** Gives every chunk that failed a fresh import: the next render of each imports again. */
export function retryChunks(): void {
  for (const reset of failed) reset();
  failed.clear();
}

function withTimeout<T>(loading: Promise<T>): Promise<T> {
  return new Promise<T>((done, fail) => {
    const timer = setTimeout(fail, chunkTimeout, new Error(`no answer in ${chunkTimeout} ms`));
    // Cleared either way, so a server render does not wait two minutes to exit.
    void loading.then(done, fail).finally(() => {
      clearTimeout(timer);
    });
  });
}
