import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config, databaseKinds, openTestApp, type TestApp } from './harness.ts';

// Issue 28: docs/integrating.md's shell blocks, run as an integrator would run them (bash, real
// curl and jq) against a real server listening on a port, in demo mode as `npm start` (the demo
// client's secret is the one the page prints), so the page cannot drift from the API.
const doc = readFileSync(path.join(config.root, 'docs', 'integrating.md'), 'utf8');
const blocks = [...doc.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => ({
  lang: m[1] ?? '',
  code: m[2] ?? '',
}));
const shell = blocks.filter((block) => block.lang === 'sh').map((block) => block.code);
/** The batch's answer as the page prints it: the text block after the batch's call. */
const batchAnswer = blocks.find((block) => block.lang === 'text')?.code.trim();
const run = promisify(execFile);
// Ports of this suite's range (45100–45199), one per database.
const ports = { pglite: 45_101, postgres: 45_102 };

describe.each(databaseKinds)('docs/integrating.md on %s', (kind) => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await openTestApp(kind, { seed: false, sandboxes: true });
    await t.app.listen({ port: ports[kind], host: '127.0.0.1' });
    folder = mkdtempSync(path.join(tmpdir(), 'quadro-integrating-'));
    symlinkSync(path.join(config.root, 'fixtures'), path.join(folder, 'fixtures'));
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t.close();
  });

  it('runs every shell block of the page, and each answers as the page says', async () => {
    expect(shell.length).toBeGreaterThanOrEqual(6);
    const script = shell.map((code, index) => `echo; echo '@@${index}'\n${code}`).join('\n');
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', script], {
      cwd: folder,
      env: { PATH: process.env['PATH'] ?? '', ORIGIN: `http://localhost:${ports[kind]}` },
    });
    const outputs = stdout.split(/^@@\d+\n/m).slice(1);
    expect(outputs).toHaveLength(shell.length);
    const [, put, batch, paid, withdraw, state] = outputs;
    expect(JSON.parse(put ?? '')).toEqual({
      id: 'alfa-2026-0002',
      result: 'stored',
      version: 1,
      warnings: [],
    });
    expect(batch?.trim()).toBe(batchAnswer);
    expect(JSON.parse(paid ?? '')).toMatchObject({ outcome: 'changed' });
    expect(withdraw).toMatch(/"status":"withdrawn"/);
    expect(JSON.parse(state ?? '')).toEqual({
      version: 1,
      status: 'issued',
      paid: { on: '2026-03-02', channel: 'bank-transfer' },
    });
  });
});
