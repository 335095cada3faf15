import { useEffect, useMemo, useRef, useState } from 'react';
import type { Template } from '../model.ts';
import { resolve, resolveNow, type ResolveOptions } from '../resolve/resolve.ts';
import type { ResolveContext } from '../context.ts';
import type { ResolvedNode } from '../resolve/types.ts';
import type { EngineEvent } from '../../diagnostics/events.ts';

export interface ResolvedState {
  node: ResolvedNode | null;
  /** True until the first resolve for the current inputs has finished. */
  pending: boolean;
}

export interface UseResolvedOptions extends ResolveOptions {
  /**
   * The tree these first inputs resolve to, resolved already (a page rendered on the server,
   * ADR 0019): the first render shows it, and it is not resolved again until an input changes.
   * Only a template with expressions outside the compiled subset needs it (ADR 0020).
   */
  initial?: ResolvedNode | null;
}

/**
 * Resolves once per change of its inputs. While a new resolve runs, the previous tree stays on
 * screen, so a supply change or a rotation never flashes an empty page. Callers memoise
 * `context` (document, supply, device, locale) so that it changes only then.
 */
export function useResolved(
  template: Template,
  context: ResolveContext,
  options: UseResolvedOptions,
): ResolvedState {
  // `explainHidden`: only the playground's frames ask (ADR 0037); a bill never does.
  const { onEvent, cache, initial, explainHidden = false } = options;
  // ADR 0020: when every expression met is compiled, the tree is resolved during render, so
  // the first render already shows the page; its events are delivered once committed.
  const now = useMemo(() => {
    const events: EngineEvent[] = [];
    const node = resolveNow(template, context, {
      onEvent: (event) => events.push(event),
      ...(cache ? { cache } : {}),
      ...(explainHidden ? { explainHidden } : {}),
    });
    return node === undefined ? undefined : { node, events };
  }, [template, context, cache, explainHidden]);
  const [state, setState] = useState<ResolvedState>(() =>
    initial === undefined ? { node: null, pending: true } : { node: initial, pending: false },
  );
  // Kept in state (an update during render, before anything is committed) so that inputs
  // that later need jsonata keep this tree on screen while it loads.
  if (now && (state.node !== now.node || state.pending))
    setState({ node: now.node, pending: false });
  // The inputs the initial tree belongs to, until the first effect has seen them: only the
  // first run may skip its resolve, and only for those inputs (compared field by field, since
  // a caller's memo may be rebuilt with equal values).
  const seeded = useRef(initial === undefined ? undefined : { template, context });
  useEffect(() => {
    const first = seeded.current;
    seeded.current = undefined;
    if (now) {
      if (onEvent) for (const event of now.events) onEvent(event);
      return;
    }
    if (first && first.template === template && sameContext(first.context, context)) return;
    let current = true;
    const resolveOptions: ResolveOptions = explainHidden ? { explainHidden } : {};
    if (onEvent) resolveOptions.onEvent = onEvent;
    if (cache) resolveOptions.cache = cache;
    void resolve(template, context, resolveOptions).then((node) => {
      if (current) setState({ node, pending: false });
    });
    return () => {
      current = false;
    };
  }, [now, template, context, onEvent, cache, explainHidden]);
  return now ? { node: now.node, pending: false } : state;
}

function sameContext(a: ResolveContext, b: ResolveContext): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) =>
    Object.is(a[key as keyof ResolveContext], b[key as keyof ResolveContext]),
  );
}
