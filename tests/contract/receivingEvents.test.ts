import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appendEvent } from '../../server/events/outbox.ts';
import { ALFA, BETA, config, databaseKinds, openTestApp, type TestApp } from './harness.ts';
import { eventsSettled } from './events.ts';

// Issue 29: docs/receiving-events.md as a supplier's integrator uses it. Its shell blocks run
// with real curl and jq against a listening server in demo mode (as `npm start`), and its
// receiver example runs as a process that is sent deliveries signed with the standardwebhooks
// library, as the server signs them. Ports of this suite: 46410–46429 (helper C's range).
const doc = readFileSync(path.join(config.root, 'docs', 'receiving-events.md'), 'utf8');
const shell = [...doc.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
const run = promisify(execFile);
const ports = { pglite: 46_411, postgres: 46_412 };
const receiverPort = 46_420;

async function reading(t: TestApp, supplier: 'alfa' | 'beta', value: number): Promise<string> {
  const billId = supplier === 'alfa' ? 'alfa-2026-0002' : 'beta-2026-0006';
  const id = await t.runtime.db.transaction((tx) =>
    appendEvent(tx, {
      type: 'reading.submitted',
      supplier,
      host: supplier === 'alfa' ? ALFA : BETA,
      orderingKey: `bill:${billId}`,
      data: { billId, documentNumber: null, siteId: 'S1', reading: value, unit: 'Smc' },
    }),
  );
  // The feed shows it once no transaction of the cluster precedes it (ADR 0048).
  await eventsSettled(t.runtime.db);
  return id;
}

describe.each(databaseKinds)('docs/receiving-events.md’s feed on %s', (kind) => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await openTestApp(kind, { seed: false, sandboxes: true });
    await t.app.listen({ port: ports[kind], host: '127.0.0.1' });
    folder = mkdtempSync(path.join(tmpdir(), 'quadro-receiving-'));
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t.close();
  });

  const readFeed = async () => {
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', shell.join('\n')], {
      cwd: folder,
      env: { PATH: process.env['PATH'] ?? '', ORIGIN: `http://localhost:${ports[kind]}` },
    });
    return stdout
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { id: string; type: string; bill: string });
  };

  it('reads every event of the supplier, then resumes from the saved cursor', async () => {
    expect(shell).toHaveLength(2);
    const first: string[] = [];
    for (let i = 1; i <= 3; i += 1) {
      first.push(await reading(t, 'alfa', i));
      await reading(t, 'beta', 10 + i);
    }
    expect(await readFeed()).toEqual(
      first.map((id) => ({ id, type: 'reading.submitted', bill: 'alfa-2026-0002' })),
    );
    const later = await reading(t, 'alfa', 4);
    expect((await readFeed()).map((item) => item.id)).toEqual([later]);
    expect(await readFeed()).toEqual([]);
  });
});

describe('docs/examples/webhook-receiver.mjs', () => {
  const oldSecret = 'whsec_sandboxAlfaWebhookSecretNotASecret00';
  const newSecret = `whsec_${Buffer.from('a new secret of thirty-two bytes').toString('base64')}`;
  let receiver: ChildProcess;
  let output = '';
  /** Resolves once the receiver has printed a line matching `pattern`. */
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (pattern.test(output)) {
          receiver.stdout?.off('data', check);
          resolve();
        }
      };
      receiver.stdout?.on('data', check);
      receiver.once('exit', (code) => {
        reject(new Error(`the receiver stopped (${String(code)}): ${output}`));
      });
      check();
    });

  beforeAll(async () => {
    receiver = spawn(
      process.execPath,
      [path.join(config.root, 'docs', 'examples', 'webhook-receiver.mjs')],
      {
        cwd: config.root,
        env: {
          PATH: process.env['PATH'] ?? '',
          PORT: String(receiverPort),
          WEBHOOK_SECRET: `${newSecret} ${oldSecret}`,
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    receiver.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    await printed(/^listening on/m);
  });
  afterAll(() => {
    receiver.kill();
  });

  /** A delivery as quadro sends it: the body, signed with each of `secrets`. */
  const deliver = (id: string, body: string, secrets: string[], sent = body) => {
    const at = new Date();
    const signature = secrets.map((s) => new Webhook(s).sign(id, at, body)).join(' ');
    return fetch(`http://127.0.0.1:${receiverPort}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signature,
      },
      body: sent,
    });
  };
  const message = (reading: number) =>
    JSON.stringify({
      type: 'reading.submitted',
      timestamp: new Date().toISOString(),
      data: {
        billId: 'alfa-2026-0002',
        documentNumber: null,
        siteId: '100771',
        reading,
        unit: 'Smc',
      },
    });

  it('accepts the genuine, handles a retry once, refuses the tampered, takes either secret', async () => {
    const first = `msg_${'1'.repeat(32)}`;
    const second = `msg_${'2'.repeat(32)}`;
    const body = message(1234);
    // As quadro signs while a secret is rotated: one signature per secret.
    expect((await deliver(first, body, [newSecret, oldSecret])).status).toBe(204);
    // A retry of the same event (the answer was lost): accepted, not handled again.
    expect((await deliver(first, body, [oldSecret])).status).toBe(204);
    const tampered = body.replace('1234', '9999');
    expect((await deliver(`msg_${'3'.repeat(32)}`, body, [newSecret], tampered)).status).toBe(401);
    expect(
      (await deliver(`msg_${'4'.repeat(32)}`, body, ['whsec_c29tZW9uZSBlbHNlJ3Mgc2VjcmV0IQ==']))
        .status,
    ).toBe(401);
    expect((await deliver(second, message(5678), [newSecret])).status).toBe(204);
    // Handled in order; the last line printed means every earlier one was.
    await printed(new RegExp(second));
    const handled = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { handled: string; data: { reading: number } });
    expect(handled.map((h) => [h.handled, h.data.reading])).toEqual([
      [first, 1234],
      [second, 5678],
    ]);
  });
});
