// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Host } from '../hosts/hosts.ts';
import { resolveEndpoints } from './settings.ts';
import { outcomeOf, retryDelayMs } from './worker.ts';

const demo = 'whsec_sandboxAlfaWebhookSecretNotASecret00';
const real = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const other = `whsec_${Buffer.alloc(24, 9).toString('base64')}`;
const host = (url = 'https://erp.alfa.test/hooks', events = ['*']): Host => ({
  name: 'alfa.test',
  folder: '',
  chain: ['alfa.test'],
  settings: { templateName: 't', supplier: 'alfa', locales: ['it'] },
  server: {
    webhooks: {
      endpoints: [
        { id: 'erp', url, events, secret: { env: 'QUADRO_T_WEBHOOK', sandboxDefault: demo } },
      ],
    },
  },
  catalogues: new Map(),
});

describe("a webhook endpoint's settings, resolved at start, fail closed (issue 29)", () => {
  it('takes the secrets from the environment, several for a rotation, with the defaults', () => {
    const [endpoint] = resolveEndpoints(
      [host()],
      { QUADRO_T_WEBHOOK: ` ${real}  ${other}\n` },
      false,
    );
    expect(endpoint).toMatchObject({
      host: 'alfa.test',
      supplier: 'alfa',
      id: 'erp',
      secrets: [real, other],
      demo: false,
      events: null,
      timeoutMs: 15_000,
      deadAfterMs: 72 * 3_600_000,
    });
  });

  it('falls back to the demo secret only with the sandboxes on', () => {
    expect(resolveEndpoints([host()], {}, true)[0]).toMatchObject({ secrets: [demo], demo: true });
    expect(() => resolveEndpoints([host()], {}, false)).toThrow(
      /QUADRO_T_WEBHOOK is not set \(webhook endpoint erp of host alfa\.test\) and the sandboxes are off/,
    );
  });

  it.each([
    ['empty', '  ', /is set but empty/],
    ['the repository’s demo secret', demo, /published in the repository/],
    ['not whsec_', 'a'.repeat(60), /not `whsec_<base64>`/],
    ['too short', `whsec_${Buffer.alloc(16).toString('base64')}`, /16 bytes .*at least 24/],
    ['one good, one repository secret', `${real} ${demo}`, /published in the repository/],
  ])('refuses a variable that is %s, naming it', (_, value, message) => {
    for (const sandboxes of [true, false]) {
      expect(() => resolveEndpoints([host()], { QUADRO_T_WEBHOOK: value }, sandboxes)).toThrow(
        message,
      );
    }
  });

  it('refuses a /dev/webhooks/ path with the sandboxes off, and an unknown event type', () => {
    expect(() =>
      resolveEndpoints([host('/dev/webhooks/x')], { QUADRO_T_WEBHOOK: real }, false),
    ).toThrow(/delivers to \/dev\/webhooks\/x, which only the sandboxes accept/);
    expect(resolveEndpoints([host('/dev/webhooks/x')], {}, true)).toHaveLength(1);
    expect(() =>
      resolveEndpoints(
        [host(undefined, ['bill.paid', 'bill.payed'])],
        { QUADRO_T_WEBHOOK: real },
        false,
      ),
    ).toThrow(/unknown events bill\.payed/);
  });
});

describe('what follows an attempt (decisions 457–459)', () => {
  const queuedAt = new Date('2026-01-01T00:00:00Z');
  const endpoint = { deadAfterMs: 72 * 3_600_000 };
  const answer = (status: number | null) => ({ status, error: null, ms: 1 });

  it.each([
    [200, 'delivered'],
    [204, 'delivered'],
    [410, 'held'],
    [301, 'retry'],
    [500, 'retry'],
    [null, 'retry'],
  ])('an answer %s is %s', (status, state) => {
    expect(
      outcomeOf({ attempts: 1, queuedAt }, answer(status), endpoint, queuedAt).next.state,
    ).toBe(state);
  });

  it('waits exponentially longer, jittered over the upper half, at most an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, () => 0))).toEqual([
      2_500, 5_000, 10_000, 20_000,
    ]);
    expect([1, 2].map((n) => retryDelayMs(n, () => 0.999_999))).toEqual([5_000, 10_000]);
    expect(retryDelayMs(40, () => 0.999_999)).toBeLessThanOrEqual(3_600_000);
    expect(retryDelayMs(40, () => 0)).toBe(1_800_000);
  });

  it('dead-letters when the next attempt would fall past the bound', () => {
    const late = new Date(queuedAt.getTime() + 71.6 * 3_600_000);
    expect(
      outcomeOf({ attempts: 20, queuedAt }, answer(503), endpoint, late, () => 0).next.state,
    ).toBe('dead');
  });
});
