import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Template } from '../model.ts';
import { resolve } from '../resolve/resolve.ts';
import type { ResolveContext } from '../context.ts';
import type { ResolvedNode } from '../resolve/types.ts';
import { useResolved } from './useResolved.ts';

// resolve itself is tested on its own; here each call waits until the test answers it, and
// the synchronous answer is never there (as when jsonata must load first): useResolvedNow.test.ts
// covers the templates that resolve in the first render (ADR 0020).
vi.mock('../resolve/resolve.ts', () => ({ resolve: vi.fn(), resolveNow: vi.fn(() => undefined) }));

const calls: { context: ResolveContext; answer: (node: ResolvedNode | null) => void }[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.mocked(resolve).mockImplementation(
    (_template, context) =>
      new Promise((answer) => {
        calls.push({ context, answer });
      }),
  );
});

const template: Template = { id: 't', lineage: ['t'], modules: {}, root: { widget: 'W' } };
const tree = (name: string): ResolvedNode => ({ key: '/root', kind: 'widget', name, props: {} });
const contextFor = (doc: unknown): ResolveContext => ({ doc, device: 'mobile', locale: 'it' });

async function answer(index: number, node: ResolvedNode | null) {
  await act(async () => {
    calls[index]?.answer(node);
    await Promise.resolve();
  });
}

describe('useResolved', () => {
  it('is pending with no tree until the first resolve finishes', async () => {
    const { result } = renderHook(() => useResolved(template, contextFor(1), {}));
    expect(result.current).toEqual({ node: null, pending: true });
    await answer(0, tree('First'));
    expect(result.current).toEqual({ node: tree('First'), pending: false });
  });

  it('keeps the previous tree on screen while the new inputs resolve', async () => {
    const { result, rerender } = renderHook(({ ctx }) => useResolved(template, ctx, {}), {
      initialProps: { ctx: contextFor(1) },
    });
    await answer(0, tree('First'));

    rerender({ ctx: contextFor(2) });
    expect(calls).toHaveLength(2);
    expect(result.current.node).toEqual(tree('First'));

    await answer(1, tree('Second'));
    expect(result.current.node).toEqual(tree('Second'));
  });

  it('ignores a resolve of inputs that changed meanwhile, even when it finishes last', async () => {
    const { result, rerender } = renderHook(({ ctx }) => useResolved(template, ctx, {}), {
      initialProps: { ctx: contextFor(1) },
    });
    rerender({ ctx: contextFor(2) });
    await answer(1, tree('Current'));
    await answer(0, tree('Stale'));
    expect(result.current.node).toEqual(tree('Current'));
  });

  it('resolves again only when its inputs change', () => {
    const ctx = contextFor(1);
    const { rerender } = renderHook(() => useResolved(template, ctx, {}));
    rerender();
    rerender();
    expect(calls).toHaveLength(1);
  });

  it('passes the event sink on to resolve', () => {
    const onEvent = vi.fn();
    renderHook(() => useResolved(template, contextFor(1), { onEvent }));
    expect(vi.mocked(resolve)).toHaveBeenLastCalledWith(template, contextFor(1), { onEvent });
  });

  it('shows an initial tree at once and resolves again only when an input changes', async () => {
    const one = contextFor(1);
    const { result, rerender } = renderHook(
      ({ ctx }) => useResolved(template, ctx, { initial: tree('Server') }),
      { initialProps: { ctx: one } },
    );
    expect(result.current).toEqual({ node: tree('Server'), pending: false });
    rerender({ ctx: one });
    expect(calls).toHaveLength(0);

    rerender({ ctx: contextFor(2) });
    expect(calls).toHaveLength(1);
    await answer(0, tree('Second'));
    expect(result.current.node).toEqual(tree('Second'));

    // Back to the first inputs: resolved again, not the initial tree taken for them.
    rerender({ ctx: one });
    expect(calls).toHaveLength(2);
  });
});
