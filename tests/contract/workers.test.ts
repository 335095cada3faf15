import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { inject as provided } from 'vitest';
import { createDatabase } from './postgres.ts';
import { ended, spawnQuadro, type QuadroProcess } from './processes.ts';

/**
 * Issue 31: `quadro serve --workers N` runs N processes on one port through node's cluster.
 * They share the database, so N > 1 needs PostgreSQL: on PGlite the start is refused at once,
 * naming DATABASE_URL; on PostgreSQL every worker answers on the one port.
 */
describe('quadro serve --workers', () => {
  let running: QuadroProcess | undefined;
  afterAll(async () => {
    if (running && running.exitCode === null) {
      const exit = ended(running);
      running.kill('SIGTERM');
      await exit;
    }
  });

  it('refuses two workers on PGlite, naming DATABASE_URL, before anything starts', async () => {
    const { code, output } = await ended(spawnQuadro(['serve', '--workers', '2']));
    expect(code).toBe(1);
    expect(output).toContain('--workers 2 needs DATABASE_URL');
    expect(output).not.toContain('quadro is running');
  }, 90_000);

  it('serves from two workers on one port with PostgreSQL', async () => {
    const databaseUrl = await createDatabase(
      provided('postgresUrl'),
      `workers_${randomBytes(6).toString('hex')}`,
    );
    running = spawnQuadro(['serve', '--workers', '2'], {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
    });
    let output = '';
    running.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    running.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // The banner of the first worker, then the second worker's word that it listens. The bounds
    // are for a loaded machine (each worker compiles the server with tsx), not a timing.
    await expect
      .poll(() => (output.match(/worker \d+ is listening/g) ?? []).length, { timeout: 270_000 })
      .toBe(1);
    expect(output).toContain('quadro serve: 2 workers');
    const port = /quadro is running at http:\/\/[\d.]+:(\d+)/.exec(output)?.[1];
    const health = await fetch(`http://127.0.0.1:${String(port)}/api/health`);
    expect(await health.json()).toEqual({ ok: true, database: 'postgres' });
  }, 300_000);
});
