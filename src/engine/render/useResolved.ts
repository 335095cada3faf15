import { useEffect, useState } from 'react';
import type { Template } from '../model.ts';
import { resolve, type ResolveOptions } from '../resolve/resolve.ts';
import type { ResolveContext } from '../context.ts';
import type { ResolvedNode } from '../resolve/types.ts';

export interface ResolvedState {
  node: ResolvedNode | null;
  /** True until the first resolve of these inputs has finished. */
  pending: boolean;
}

/**
 * Resolves outside render, once per change of its inputs. While a new resolve runs, the
 * previous tree stays on screen, so a supply change or a rotation never flashes an empty page.
 * Callers memoise `context` (document, supply, device, locale) so that it changes only then.
 */
export function useResolved(
  template: Template,
  context: ResolveContext,
  options: ResolveOptions,
): ResolvedState {
  const [state, setState] = useState<ResolvedState>({ node: null, pending: true });
  const { onEvent, cache } = options;
  useEffect(() => {
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
