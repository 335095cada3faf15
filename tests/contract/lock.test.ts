import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openRuntime } from '../../server/runtime.ts';
import { config } from './harness.ts';
import { ended, spawnQuadro, type QuadroProcess } from './processes.ts';

/**
 * Issue 12, item 6: the embedded database's folder is held by a lock that dies with its
 * process. A stale `quadro.pid` (what earlier versions wrote) naming a live, unrelated process
 * no longer blocks a start; two real processes on one folder still cannot both open it, and the
 * second says which folder and what to do. PGlite only: PostgreSQL serves many processes.
 */
const quadro = (args: string[], dataDir: string): QuadroProcess =>
  spawnQuadro(args, { QUADRO_DATA_DIR: dataDir });

const open = (dataDir: string) =>
  openRuntime({ ...config, dataDir, databaseUrl: undefined, linkKeys: undefined });

describe('the embedded database folder lock (PGlite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quadro-lock-'));
  let holder: QuadroProcess | undefined;
  afterAll(() => {
    if (holder?.exitCode === null) holder.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['the parent of this test', process.ppid],
    ['pid 1', 1],
  ])('starts though a stale quadro.pid names %s, a live process', async (_what, pid) => {
    writeFileSync(path.join(dataDir, 'quadro.pid'), String(pid));
    const runtime = await open(dataDir);
    expect(runtime.db.kind).toBe('pglite');
    await runtime.db.close();
  });

  it('refuses a second process on a held folder, and frees it when the holder is killed', async () => {
    holder = quadro(['serve', '--no-seed'], dataDir);
    const holderEnded = ended(holder);
    await new Promise<void>((resolve, reject) => {
      let text = '';
      holder?.stdout.on('data', (chunk: Buffer) => {
        text += chunk.toString();
        if (text.includes('quadro is running at')) resolve();
      });
      void holderEnded.then(({ output }) => {
        reject(new Error(`serve exited:\n${output}`));
      });
    });

    // Another real process: the command line exits 1, naming the folder and the holder.
    const second = await ended(quadro(['inbox', 'alfa-2026-0001'], dataDir));
    expect(second.code).toBe(1);
    expect(second.output).toContain(
      `the embedded database in ${dataDir} is in use by process ${holder.pid}`,
    );
    expect(second.output).toContain('DATABASE_URL');
    // And this one.
    await expect(open(dataDir)).rejects.toThrow(`is in use by process ${holder.pid}`);

    // kill -9: nothing is cleaned up, and yet the folder is free.
    holder.kill('SIGKILL');
    await holderEnded;
    const runtime = await open(dataDir);
    await runtime.db.close();
  }, 90_000);
});
