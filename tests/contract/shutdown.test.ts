import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { importBundle } from '../../server/bundles.ts';
import { openRuntime } from '../../server/runtime.ts';
import { listCareMessages } from '../../server/store/inbox.ts';
import { ALFA, bundles, config, fixturesDir } from './harness.ts';
import { spawnQuadro, type QuadroProcess } from './processes.ts';

/**
 * `quadro serve` (server/serve.ts) on SIGTERM stops taking requests, finishes those in flight,
 * closes the database and exits 0. One test, on PGlite in a folder: the real process, a real
 * socket, and a request whose body is still arriving when the signal comes.
 */
const bill = 'alfa-2026-0001';
const attachment = Buffer.from('%PDF-1.4 ricevuta del bonifico\n');

/** Resolves with the first capture of `pattern` in the child's stdout. */
function waitFor(child: QuadroProcess, pattern: RegExp, log: { text: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`serve did not start:\n${log.text}`));
    }, 45_000);
    child.stdout.on('data', (chunk: Buffer) => {
      log.text += chunk.toString();
      const match = pattern.exec(log.text);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      reject(new Error(`serve exited with ${String(code)}:\n${log.text}`));
    });
  });
}

/** A GET on a fresh connection: its status, or the connection error's code. */
function probe(url: string): Promise<number | string> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, headers: { host: ALFA } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code ?? error.message);
    });
  });
}

describe('graceful shutdown (PGlite)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'quadro-serve-'));
  let child: QuadroProcess | undefined;
  afterAll(() => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes a request in flight on SIGTERM, refuses new ones, exits 0 and keeps what it took', async () => {
    // One bill and a link to it, in the data folder the server will open.
    const seeding = await openRuntime({
      ...config,
      dataDir,
      databaseUrl: undefined,
      linkKeys: undefined,
    });
    const bundle = bundles.find((candidate) => candidate.id === bill);
    if (!bundle) throw new Error(`${bill} is missing from fixtures/`);
    await importBundle(seeding.db, bundle, fixturesDir);
    const link = seeding.sealer.seal('link', bill, new Date(Date.now() + 86_400_000));
    await seeding.db.close();

    const log = { text: '' };
    child = spawnQuadro(['serve', '--no-seed'], { QUADRO_DATA_DIR: dataDir });
    child.stderr.on('data', (chunk: Buffer) => (log.text += chunk.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child?.once('exit', (code) => {
        resolve(code);
      }),
    );
    const origin = await waitFor(child, /quadro is running at (http:\/\/127\.0\.0\.1:\d+)\//, log);
    expect(origin).not.toMatch(/:0$/); // PORT=0: the address printed is the one the kernel chose
    expect(await probe(`${origin}/api/health`)).toBe(200);

    // A customer-care message whose body arrives in two halves, a second apart.
    const body = JSON.stringify({
      description: 'Inviata durante lo spegnimento.',
      category: 'Evidenza pagamento',
      files: [{ name: 'ricevuta.pdf', content: attachment.toString('base64') }],
    });
    const half = Math.floor(body.length / 2);
    const request = http.request(`${origin}/api/api_alfa_messaggio/${link}`, {
      method: 'POST',
      agent: false,
      headers: {
        host: ALFA,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        connection: 'close',
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: text });
        });
      });
      request.on('error', reject);
    });
    answered.catch(() => undefined); // awaited below; a failure before that is not unhandled
    request.write(body.slice(0, half));
    await sleep(300); // the server has the headers and half the body

    child.kill('SIGTERM');
    await sleep(1000);
    // Stopped taking requests: the port is closed (or, on a kept-alive connection, 503).
    expect(['ECONNREFUSED', 'ECONNRESET', 503]).toContain(await probe(`${origin}/api/health`));
    expect(child.exitCode).toBeNull(); // still finishing the request in flight

    request.end(body.slice(half));
    expect(await answered).toEqual({ status: 200, body: '1' });
    expect(await exited, log.text).toBe(0);

    // What it took is in the folder it closed cleanly.
    const reopened = await openRuntime({
      ...config,
      dataDir,
      databaseUrl: undefined,
      linkKeys: undefined,
    });
    try {
      const [message, ...more] = await listCareMessages(reopened.db, reopened.blobs, bill);
      expect(more).toEqual([]);
      expect(message?.body).toBe('Inviata durante lo spegnimento.');
      expect(Buffer.from(message?.attachments[0]?.bytes ?? []).equals(attachment)).toBe(true);
    } finally {
      await reopened.db.close();
    }
  }, 90_000);
});
