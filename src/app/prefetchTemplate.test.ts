import { describe, expect, it, vi } from 'vitest';
import type { HostSettings, Loaded } from '../api/index.ts';
import { prefetchingHostTemplate } from './prefetchTemplate.ts';
import { builtTemplate, templateNames } from './templates.ts';

vi.mock('./templates.ts', () => ({
  templateNames: vi.fn(() => Promise.resolve(['bi3', 'bi3dt', 'bi4', 'demo'])),
  builtTemplate: vi.fn(() => Promise.resolve(undefined)),
}));

const host: HostSettings = {
  templateName: 'bi3',
  bollettaInterattivaDesktopTemplateName: 'bi3dt',
  supplier: 'alfa',
  locales: ['it'],
  defaultLocale: 'it',
};
const answer = (settings: Loaded<HostSettings>) => ({
  hostSettings: () => Promise.resolve(settings),
});

/**
 * Issue 13: the template was asked for only once the bill was in. It now starts with the
 * host's settings and the names the host serves (ADR 0035), chosen as spec §2 "Layout
 * selection" would without the document.
 */
describe('the host template downloads with the host settings', () => {
  it.each([
    { device: 'mobile', preview: null, expected: 'bi3' },
    { device: 'desktop', preview: null, expected: 'bi3dt' },
    { device: 'mobile', preview: 'bi4', expected: 'bi3' },
  ] as const)(
    'on $device with preview $preview asks for $expected',
    async ({ device, preview, expected }) => {
      vi.mocked(builtTemplate).mockClear();
      const api = prefetchingHostTemplate(answer({ ok: true, value: host }), {
        preview,
        device: () => device,
      });
      expect(await api.hostSettings()).toEqual({ ok: true, value: host });
      await vi.waitFor(() => {
        expect(vi.mocked(builtTemplate).mock.calls).toEqual([[expected]]);
      });
    },
  );

  it('asks for no template when the settings did not load', async () => {
    vi.mocked(builtTemplate).mockClear();
    vi.mocked(templateNames).mockClear();
    const failed: Loaded<HostSettings> = { ok: false, failure: { reason: 'network', detail: 'x' } };
    const api = prefetchingHostTemplate(answer(failed), { preview: null, device: () => 'mobile' });
    expect(await api.hostSettings()).toEqual(failed);
    // The names were asked with the settings; no template follows them.
    expect(templateNames).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(builtTemplate).not.toHaveBeenCalled();
  });
});
