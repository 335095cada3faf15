import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Template } from '../model.ts';
import type { ResolveContext } from '../context.ts';
import { useResolved } from './useResolved.ts';

// useResolved.test.ts drives the asynchronous path with a mocked resolve; these use the real
// one: a template within the compiled subset resolves in the first render (ADR 0020).
const template = (visible: string): Template => ({
  id: 't',
  lineage: ['t'],
  modules: {},
  root: {
    layout: 'stack',
    children: [
      { widget: 'W', visible },
      { widget: 'Text', visible: 'doc.text' },
    ],
  },
});
const context = (doc: unknown): ResolveContext => ({ doc, device: 'mobile', locale: 'it' });

describe('useResolved with compiled expressions', () => {
  it('gives the tree in the first render, with no pending state', () => {
    const seen: boolean[] = [];
    const ctx = context({ on: 1, text: 'x' });
    const t = template("$flag('on')");
    const { result } = renderHook(() => {
      const state = useResolved(t, ctx, {});
      seen.push(state.pending);
      return state;
    });
    expect(seen.every((pending) => !pending)).toBe(true);
    expect(result.current.node).toMatchObject({ kind: 'stack', children: [{ name: 'W' }] });
  });

  it('records the events once, after the render is committed', () => {
    const onEvent = vi.fn();
    const ctx = context({ on: 1, text: 'x' });
    const t = template("$flag('on')");
    const { rerender } = renderHook(() => useResolved(t, ctx, { onEvent }));
    rerender();
    expect(onEvent.mock.calls.map(([event]) => (event as { path: string }).path)).toEqual([
      '/root/children/1/visible',
    ]);
  });

  it('waits for jsonata for an expression outside the subset, keeping the last tree', async () => {
    const t = template('[doc.on][0] = 1');
    const { result, rerender } = renderHook(({ ctx }) => useResolved(t, ctx, {}), {
      initialProps: { ctx: context({ on: 1 }) },
    });
    expect(result.current).toEqual({ node: null, pending: true });
    await waitFor(() => {
      expect(result.current.pending).toBe(false);
    });
    expect(result.current.node).toMatchObject({ children: [{ name: 'W' }] });
    rerender({ ctx: context({ on: 2 }) });
    expect(result.current.node).toMatchObject({ children: [{ name: 'W' }] });
    await waitFor(() => {
      expect(result.current.node).toBeNull();
    });
  });

  it('keeps a compiled tree on screen when new data needs jsonata', async () => {
    const t = template('$number(doc.on) > 0');
    const { result, rerender } = renderHook(({ ctx }) => useResolved(t, ctx, {}), {
      initialProps: { ctx: context({ on: '1' }) },
    });
    expect(result.current).toMatchObject({ node: { children: [{ name: 'W' }] }, pending: false });
    // '$number' of a word throws: jsonata is loaded for its error; the tree stays meanwhile.
    rerender({ ctx: context({ on: 'one' }) });
    expect(result.current).toMatchObject({ node: { children: [{ name: 'W' }] }, pending: false });
    await waitFor(() => {
      expect(result.current.node).toBeNull();
    });
  });
});
