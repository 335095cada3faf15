import { useEffect, useRef, useState } from 'react';
import type { Template } from '../model.ts';
import { resolve, type ResolveOptions } from '../resolve/resolve.ts';
import type { ResolveContext } from '../context.ts';
import type { ResolvedNode } from '../resolve/types.ts';

export interface ResolvedState {
  node: ResolvedNode | null;
  /** True until the first resolve of these inputs has finished. */
  pending: boolean;
}

export interface UseResolvedOptions extends ResolveOptions {
  /**
   * The tree these first inputs resolve to, resolved already (a page rendered on the server,
   * ADR 0019): the first render shows it, and it is not resolved again until an input changes.
   */
  initial?: ResolvedNode | null;
}

/**
 * Resolves outside render, once per change of its inputs. While a new resolve runs, the
 * previous tree stays on screen, so a supply change or a rotation never flashes an empty page.
 * Callers memoise `context` (document, supply, device, locale) so that it changes only then.
 */
export function useResolved(
  template: Template,
  context: ResolveContext,
  options: UseResolvedOptions,
): ResolvedState {
  const { onEvent, cache, initial } = options;
  const [state, setState] = useState<ResolvedState>(() =>
    initial === undefined ? { node: null, pending: true } : { node: initial, pending: false },
  );
  // The inputs the initial tree belongs to, until the first effect has seen them: only the
  // first run may skip its resolve, and only for those inputs (compared field by field, since
  // a caller's memo may be rebuilt with equal values).
  const seeded = useRef(initial === undefined ? undefined : { template, context });
  useEffect(() => {
    const first = seeded.current;
    seeded.current = undefined;
    if (first && first.template === template && sameContext(first.context, context)) return;
    let current = true;
    const resolveOptions: ResolveOptions = {};
    if (onEvent) resolveOptions.onEvent = onEvent;
    if (cache) resolveOptions.cache = cache;
    void resolve(template, context, resolveOptions).then((node) => {
      if (current) setState({ node, pending: false });
    });
    return () => {
      current = false;
    };
  }, [template, context, onEvent, cache]);
  return state;
}

function sameContext(a: ResolveContext, b: ResolveContext): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) =>
    Object.is(a[key as keyof ResolveContext], b[key as keyof ResolveContext]),
  );
}
