import type { Validator } from 'virtual:quadro/validator';
import type { Loaded } from './types.ts';

/**
 * The answers' validators, one chunk per group of src/api/build/vitePlugin.ts, each imported
 * with the first call that needs it (decision 173), never statically: the bill route's initial
 * JavaScript carries none of their code, which is most of the API client's weight. The bill
 * group's chunk is asked for with the host settings, the route's first call, and arrives
 * while that answer and the calls after it are on their way.
 */
export const validatorGroups = {
  bill: () => import('virtual:quadro/validators/bill'),
  locales: () => import('virtual:quadro/validators/locales'),
  profile: () => import('virtual:quadro/validators/profile'),
  customer: () => import('virtual:quadro/validators/customer'),
  payments: () => import('virtual:quadro/validators/payments'),
};

/** Checks an answer's body, at once or once its validator's chunk has loaded. */
export type Check<T> = (body: unknown) => Loaded<T> | Promise<Loaded<T>>;

/**
 * A check whose validator is in a lazy chunk: the chunk is asked for now, while the request is
 * on its way, and one that cannot be loaded is a network failure like the request's own, so a
 * call still never throws.
 */
export function checkLater<T>(
  load: () => Promise<Validator>,
  check: (validate: Validator, body: unknown) => Loaded<T>,
): Check<T> {
  const validator = load().then(
    (validate) => ({ ok: true, validate }) as const,
    (error: unknown) =>
      ({ ok: false, detail: error instanceof Error ? error.message : String(error) }) as const,
  );
  return async (body) => {
    const loaded = await validator;
    if (!loaded.ok) return { ok: false, failure: { reason: 'network', detail: loaded.detail } };
    return check(loaded.validate, body);
  };
}

/**
 * Makes each group's import asked once per process: for the server's render (src/ssr/entry.tsx,
 * ADR 0056), where every call asked for its group again, and an `import()` of a module already
 * loaded still went through the module loader's hooks, a round trip to tsx's loader thread per
 * call. A failed import is asked again by the next call. The browser never calls it (it is not
 * in the page's JavaScript): its module map answers a repeated import at once.
 */
export function importValidatorsOnce(): void {
  const groups = validatorGroups as Record<string, () => Promise<unknown>>;
  for (const [name, load] of Object.entries(groups)) {
    let loading: Promise<unknown> | undefined;
    groups[name] = () =>
      (loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  }
}
