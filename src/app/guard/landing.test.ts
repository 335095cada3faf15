import { describe, expect, it, vi } from 'vitest';
import type { HostSettings } from '../../api/index.ts';
import { landLoad } from './landing.ts';

const host = { supplier: 'alfa', locales: ['it'] } as unknown as HostSettings;

describe('where a guarded load lands (spec §6, decision 208)', () => {
  it.each([
    ['a bill that loaded', { kind: 'ready' }, undefined],
    ['an error the route found itself', { kind: 'error', status: 404 }, undefined],
    ['a link public access refused with 404', { kind: 'error', status: 404, link: true }, 404],
    ['a link public access refused with 410', { kind: 'error', status: 410, link: true }, 410],
    ['a call that failed otherwise', { kind: 'unavailable' }, undefined],
  ] as const)('%s', async (_what, load, status) => {
    const publishHost = vi.fn();
    const landing = await landLoad(
      load,
      { search: '?id=abc', keyOf: (search) => `0${search}` },
      { hostSettings: () => Promise.resolve({ ok: true, value: host }), publishHost },
    );
    // The shell gets the host whatever the load gave: the error page has its look and footer.
    expect(publishHost).toHaveBeenCalledWith(host);
    const moved = status === undefined ? undefined : `?id=abc&error=${status}`;
    expect(landing).toEqual({ key: `0${moved ?? '?id=abc'}`, moved });
  });

  it('publishes no host when its settings did not load', async () => {
    const publishHost = vi.fn();
    await landLoad(
      { kind: 'unavailable' },
      { search: '', keyOf: (search) => search },
      {
        hostSettings: () =>
          Promise.resolve({ ok: false, failure: { reason: 'network', detail: 'offline' } }),
        publishHost,
      },
    );
    expect(publishHost).not.toHaveBeenCalled();
  });
});
