// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Host } from '../hosts/hosts.ts';
import { resolveIngestClients } from './clients.ts';

const demo = 'sandbox-alfa-billing-client-secret-not-a-secret';
const nexiDemo = 'sandbox-public-nexi-key-of-the-repository';
const real = 'q3Vx0m5YbJ2kR8wT1nH6cZ4pL9sD7fG0aE2uI5oK8jM=';
const host = (name: string, withClient = true): Host => ({
  name,
  folder: '',
  chain: [name],
  settings: { templateName: 't', supplier: name, locales: ['it'] },
  server: {
    payments: {
      nexi: {
        alias: 'A',
        macAlgorithm: 'sha1',
        macKey: { env: 'QUADRO_T_NEXI', sandboxDefault: nexiDemo },
        url: '/sandbox/nexi',
      },
    },
    ...(withClient
      ? {
          ingest: {
            clientId: `${name}-billing`,
            secret: { env: 'QUADRO_T_INGEST', sandboxDefault: demo },
          },
        }
      : {}),
  },
  catalogues: new Map(),
});

describe("a billing client's secret, resolved at start, fail closed (issue 28)", () => {
  it('takes the secret from the environment, with the quotas by default', () => {
    const alfa = host('alfa');
    for (const sandboxes of [true, false]) {
      expect(
        resolveIngestClients([alfa], { QUADRO_T_INGEST: ` ${real}\n` }, sandboxes).of(alfa),
      ).toEqual({
        clientId: 'alfa-billing',
        secret: real,
        demo: false,
        tokenTtlSeconds: 600,
        requestsPerMinute: 600,
        billsPerMinute: 60_000,
        batchLines: 10_000,
      });
    }
  });

  it('falls back to the demo secret only with the sandboxes on', () => {
    const alfa = host('alfa');
    expect(resolveIngestClients([alfa], {}, true).of(alfa)).toMatchObject({
      secret: demo,
      demo: true,
    });
    expect(() => resolveIngestClients([alfa], {}, false)).toThrow(
      /QUADRO_T_INGEST is not set \(the billing client alfa-billing of host alfa\) and the sandboxes are off/,
    );
  });

  it.each([
    ['empty', '  ', /QUADRO_T_INGEST is set but empty/],
    ['the demo secret', demo, /QUADRO_T_INGEST holds a secret published in the repository/],
    ["another host's published key", nexiDemo, /published in the repository/],
    ['short', 'a'.repeat(31), /QUADRO_T_INGEST is 31 characters .*at least 32/],
  ])('refuses to start with a secret %s, naming the variable', (_what, value, message) => {
    for (const sandboxes of [true, false]) {
      expect(() =>
        resolveIngestClients([host('alfa')], { QUADRO_T_INGEST: value }, sandboxes),
      ).toThrow(message);
    }
  });

  it('gives a host without `ingest` no client, and needs nothing for it', () => {
    const plain = host('beta', false);
    expect(resolveIngestClients([plain], {}, false).of(plain)).toBeUndefined();
  });
});
