import { useEffect, useMemo, useState } from 'react';
import type { Template } from '../model.ts';
import { resolve, resolveNow, type ResolveOptions } from '../resolve/resolve.ts';
import type { ResolveContext } from '../context.ts';
import type { ResolvedNode } from '../resolve/types.ts';
import type { EngineEvent } from '../../diagnostics/events.ts';

export interface ResolvedState {
  node: ResolvedNode | null;
  /** True until the first resolve of these inputs has finished. */
  pending: boolean;
}

/**
 * Resolves once per change of its inputs. While a new resolve runs, the previous tree stays on
 * screen, so a supply change or a rotation never flashes an empty page. Callers memoise
 * `context` (document, supply, device, locale) so that it changes only then.
 */
export function useResolved(
  template: Template,
  context: ResolveContext,
  options: ResolveOptions,
): ResolvedState {
  const { onEvent, cache } = options;
  // ADR 0020: when every expression met is compiled, the tree is resolved during render, so
  // the first render already shows the page; its events are delivered once committed.
  const now = useMemo(() => {
    const events: EngineEvent[] = [];
    const node = resolveNow(template, context, {
      onEvent: (event) => events.push(event),
      ...(cache ? { cache } : {}),
    });
    return node === undefined ? undefined : { node, events };
  }, [template, context, cache]);
  const [state, setState] = useState<ResolvedState>({ node: null, pending: true });
  // Kept in state (an update during render, before anything is committed) so that inputs
  // that later need jsonata keep this tree on screen while it loads.
  if (now && (state.node !== now.node || state.pending))
    setState({ node: now.node, pending: false });
  useEffect(() => {
    if (now) {
      if (onEvent) for (const event of now.events) onEvent(event);
      return;
    }
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
  }, [now, template, context, onEvent, cache]);
  return now ? { node: now.node, pending: false } : state;
}
