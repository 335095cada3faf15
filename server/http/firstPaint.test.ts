import { describe, expect, it, vi } from 'vitest';
import { renderWithin, type FirstPaintInput, type RenderFirstPaint } from './firstPaint.ts';

const input: Omit<FirstPaintInput, 'signal'> = {
  url: '/bollettainterattiva?id=x',
  userAgent: undefined,
  mobileHint: undefined,
  transport: () => Promise.reject(new Error('no API here')),
  page: '<html></html>',
};

describe('the server render of a bill (ADR 0019)', () => {
  it('answers the rendered page', async () => {
    const render: RenderFirstPaint = () => Promise.resolve('<html>bill</html>');
    expect(await renderWithin(render, input, 1000, () => undefined)).toBe('<html>bill</html>');
  });

  it('answers nothing for a bill that did not load (the page shows the error as before)', async () => {
    const failed = vi.fn();
    const render: RenderFirstPaint = () => Promise.resolve(undefined);
    expect(await renderWithin(render, input, 1000, failed)).toBeUndefined();
    expect(failed).not.toHaveBeenCalled();
  });

  it('answers nothing, and reports it, when the render throws', async () => {
    const failed = vi.fn();
    const error = new Error('broken widget');
    const render: RenderFirstPaint = () => Promise.reject(error);
    expect(await renderWithin(render, input, 1000, failed)).toBeUndefined();
    expect(failed).toHaveBeenCalledWith(error);
  });

  it('stops waiting at its time limit and aborts the render', async () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const render: RenderFirstPaint = (given) => {
        signal = given.signal;
        // A render that never ends, as a hung API call would.
        return new Promise(() => undefined);
      };
      const failed = vi.fn();
      const answer = renderWithin(render, input, 1500, failed);
      await vi.advanceTimersByTimeAsync(1499);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await answer).toBeUndefined();
      expect(signal?.aborted).toBe(true);
      expect(failed).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
