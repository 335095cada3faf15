// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { nearViewport } from './nearViewport.tsx';

describe('nearViewport on the server (ADR 0019)', () => {
  it('renders the skeleton, as the hydrating page first does, and imports nothing', () => {
    const load = vi.fn(() => new Promise<{ default: () => React.JSX.Element }>(() => undefined));
    const Chart = nearViewport(lazy(load), () => <p>skeleton</p>);
    const html = renderToString(<Chart />);
    expect(html).toContain('skeleton');
    expect(load).not.toHaveBeenCalled();
  });
});
