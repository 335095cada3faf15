import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazy } from 'react';
import { nearMargin, nearViewport } from './nearViewport.tsx';

/** A stand-in IntersectionObserver: the test says when the slot comes near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  fire(isIntersecting: boolean) {
    act(() => {
      this.callback([{ isIntersecting }]);
    });
  }
}

function chartWithImport() {
  let resolve: (module: { default: () => React.JSX.Element }) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((done) => {
        resolve = done;
      }),
  );
  const Chart = nearViewport(lazy(load), () => (
    <div data-testid="skeleton" style={{ height: 240 }} />
  ));
  return {
    Chart,
    load,
    arrive: () => {
      resolve({ default: () => <p>the chart</p> });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.all = [];
});

describe('a chart near the viewport (issue 15)', () => {
  it('does not import the chart until its slot comes within a viewport of the screen', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { Chart, load, arrive } = chartWithImport();
    render(<Chart />);
    const observer = FakeObserver.all[0];
    expect(observer?.options.rootMargin).toBe(nearMargin);
    expect(observer?.observed[0]?.contains(screen.getByTestId('skeleton'))).toBe(true);
    observer?.fire(false);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByTestId('skeleton')).toBeTruthy();

    observer?.fire(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
    // While the chunk loads the slot still holds the skeleton, then the chart alone.
    expect(screen.getByTestId('skeleton')).toBeTruthy();
    await act(async () => {
      arrive();
      await Promise.resolve();
    });
    expect(await screen.findByText('the chart')).toBeTruthy();
    expect(screen.queryByTestId('skeleton')).toBeNull();
  });

  it('imports the chart at once where there is no IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { Chart, load, arrive } = chartWithImport();
    render(<Chart />);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      arrive();
      await Promise.resolve();
    });
    expect(await screen.findByText('the chart')).toBeTruthy();
  });
});
