import type * as Compile from './compile.ts';

/**
 * jsonata, loaded the first time an expression outside the compiled subset is met (ADR 0020):
 * a page whose template stays within the subset never downloads it. A module of its own so the
 * bundler splits `compile.ts` (and jsonata with it) into a chunk of its own.
 */
type JsonataModule = typeof Compile;

let loading: Promise<JsonataModule> | undefined;

export function loadJsonata(): Promise<JsonataModule> {
  // A failed download is not kept: the next resolve that needs jsonata asks again.
  loading ??= import('./compile.ts').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
