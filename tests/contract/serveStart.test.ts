import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { config, nexi } from './harness.ts';
import { identityTestKeys } from './identityKeys.ts';
import { ended, spawnQuadro } from './processes.ts';
import { startTestSmtp } from './smtp.ts';
import { worldline } from './worldlineHarness.ts';
import { hostsWith } from './webhooksHarness.ts';

/**
 * Issue 12, item 1, as an operator meets it: `quadro serve` (the real process, as `npm start`
 * runs it after building) refuses to start without a host's payment key unless that host pays
 * in the built-in sandbox, and then its banner says so.
 */

/**
 * `quadro serve` with `env` over a clean environment (no payment key of the shell) and PGlite
 * in memory; resolves when it exits, or, once its banner is out, stops it with SIGTERM.
 */
function serve(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawnQuadro(['serve'], env);
  let banner = '';
  child.stdout.on('data', (chunk: Buffer) => {
    banner += chunk.toString();
    if (banner.includes('Press Ctrl-C to stop.')) child.kill('SIGTERM');
  });
  return ended(child);
}

const realKeys = {
  [nexi.env]: randomBytes(32).toString('base64'),
  [worldline.env]: randomBytes(32).toString('base64'),
  // Issue 18: production also needs each host's login keys.
  ...identityTestKeys,
};

// Each case starts a real process that migrates a fresh database and seeds the sample bills:
// on a loaded machine that took 30–40 s. The bound is on a hang, not a measure of speed.
describe('quadro serve and the payment keys', { timeout: 120_000 }, () => {
  it.each([
    ['unset', { QUADRO_SANDBOXES: 'off', [worldline.env]: realKeys[worldline.env] ?? '' }],
    ['empty', { QUADRO_SANDBOXES: 'off', ...realKeys, [nexi.env]: '' }],
    ['empty, sandboxes on', { ...realKeys, [nexi.env]: '' }],
    [
      'the public sandbox key',
      { QUADRO_SANDBOXES: 'off', ...realKeys, [nexi.env]: nexi.sandboxKey },
    ],
    // Issue 27, item 3: the key is trimmed before every check, and has a provider's length.
    [
      'the public sandbox key and a newline',
      { QUADRO_SANDBOXES: 'off', ...realKeys, [nexi.env]: `${nexi.sandboxKey}\n` },
    ],
    [
      'the other host’s public sandbox key',
      { QUADRO_SANDBOXES: 'off', ...realKeys, [nexi.env]: worldline.sandboxKey },
    ],
    ['of two characters', { QUADRO_SANDBOXES: 'off', ...realKeys, [nexi.env]: '=a' }],
  ])('refuses to start with Alfa’s key %s, naming the variable', async (_case, env) => {
    const run = await serve(env);
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBeNull();
    expect(run.output).toContain(nexi.env);
    expect(run.output).not.toContain('quadro is running');
  });

  it('starts with the sandboxes on and no key, and says the payments go to the sandbox', async () => {
    const run = await serve({});
    expect(run.output).toContain('quadro is running');
    expect(run.output).toContain(
      'Alfa Energia (bolletta.alfa-energia.test): card payments go to the built-in sandbox with its public test key',
    );
    expect(run.output).toContain(
      'Beta Gas (bolletta.beta-gas.test): card payments go to the built-in sandbox with its public test key',
    );
    // Issue 29: where the demo webhooks can be seen arriving.
    expect(run.output).toMatch(/^Webhooks to the demo endpoints.*: http:\/\/\S+\/dev\/webhooks$/m);
  });

  it('starts with the sandboxes off and both real keys, and names no sandbox', async () => {
    // Production also needs the relay its hosts send bills through (issue 28): a real one.
    const smtp = await startTestSmtp();
    try {
      // Production also refuses the sample hosts' demo webhook endpoints (issue 29): https ones.
      const hosts = hostsWith(config.hostsDir, (host) => ({ url: `https://erp.${host}/webhooks` }));
      const run = await serve({
        QUADRO_SANDBOXES: 'off',
        ...realKeys,
        QUADRO_SMTP_URL: smtp.url,
        QUADRO_HOSTS_DIR: hosts,
      });
      expect(run.output).toContain('quadro is running');
      expect(run.output).not.toContain('sandbox');
    } finally {
      await smtp.close();
    }
  });
});
