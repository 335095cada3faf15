import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain.ts';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('ends the task: a timer queued before it runs first, microtasks do not resolve it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    const yielded = yieldToMain().then(() => order.push('yielded'));
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual([]);
    await yielded;
    expect(order).toEqual(['timer', 'yielded']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await yieldToMain();
    expect(yieldTask).toHaveBeenCalledOnce();
  });
});
