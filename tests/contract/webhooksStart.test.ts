import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { config, nexi } from './harness.ts';
import { identityTestKeys } from './identityKeys.ts';
import { ended, spawnQuadro } from './processes.ts';
import { hostsWith } from './webhooksHarness.ts';
import { worldline } from './worldlineHarness.ts';

/**
 * Issue 29, fail closed as an operator meets it: a production-like `quadro serve` (sandboxes
 * off) refuses the sample hosts' demo endpoints and a webhook secret it cannot trust, naming
 * each, before it listens.
 */
const production = {
  QUADRO_SANDBOXES: 'off',
  QUADRO_SMTP_URL: 'smtp://127.0.0.1:2525',
  [nexi.env]: randomBytes(32).toString('base64'),
  [worldline.env]: randomBytes(32).toString('base64'),
  ...identityTestKeys,
};

describe('quadro serve and the webhook settings', () => {
  it.each([
    [
      "the sample hosts' /dev/webhooks/ demo endpoints",
      {},
      /webhook endpoint demo of host bolletta\.alfa-energia\.test delivers to \/dev\/webhooks\/alfa-demo, which only the sandboxes accept/,
    ],
    [
      "alfa's secret unset",
      {
        QUADRO_HOSTS_DIR: hostsWith(config.hostsDir, (host) => ({ url: `https://erp.${host}/` })),
        QUADRO_ALFA_WEBHOOK_SECRET: undefined,
      },
      /QUADRO_ALFA_WEBHOOK_SECRET is not set \(webhook endpoint demo of host bolletta\.alfa-energia\.test\) and the sandboxes are off/,
    ],
  ])('refuses to start with %s, naming it', { timeout: 120_000 }, async (_, env, why) => {
    const merged = Object.fromEntries(
      Object.entries({ ...production, ...env }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    );
    const run = await ended(spawnQuadro(['serve'], merged));
    expect(run.code).toBe(1);
    expect(run.output).toMatch(why);
    expect(run.output).not.toContain('quadro is running');
  });
});
