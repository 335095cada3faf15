/**
 * Part (c) of `npm run bench -- load`: `kill -9` during a burst of writes loses no acknowledged
 * write. The real server runs on a PGlite folder; several clients post care messages, each with
 * a small attachment, and note which were acknowledged (200); the server is killed with SIGKILL
 * in the middle of the burst, started again on the same folder, then stopped, and the folder is
 * read: every acknowledged message must be there, with its attachment's exact bytes.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readConfig } from '../server/config.ts';
import { openRuntime } from '../server/runtime.ts';
import { listCareMessages } from '../server/store/inbox.ts';
import { startServer, stopServer } from './server.ts';
import { benchLimits, careBody, hostsWithLimits, request } from './traffic.ts';

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export async function benchCrash(options: { quick: boolean }): Promise<void> {
  const clients = 8;
  const burstMs = options.quick ? 1500 : 3000;
  const work = mkdtempSync(path.join(tmpdir(), 'quadro-crash-'));
  const dataDir = path.join(work, 'pglite');
  const env = { QUADRO_HOSTS_DIR: hostsWithLimits(path.join(work, 'hosts'), benchLimits) };
  try {
    const server = await startServer(dataDir, env);
    const acknowledged = new Map<string, string>(); // description → attachment sha256
    let sent = 0;
    let failed = 0;
    let killed = false;
    const client = async (n: number) => {
      const agent = new http.Agent({ keepAlive: true });
      for (let i = 0; !killed; i++) {
        const description = `crash bench ${n}-${i}`;
        const { body } = careBody(1, 64 * 1024, description);
        const attachment = Buffer.from(
          (JSON.parse(body.toString('latin1')) as { files: { content: string }[] }).files[0]
            ?.content ?? '',
          'base64',
        );
        sent++;
        const answer = await request(
          server.origin,
          `/api/api_alfa_messaggio/${server.bill.crypto}`,
          { method: 'POST', body, agent },
        ).catch(() => undefined);
        if (answer?.status === 200) acknowledged.set(description, sha(attachment));
        else failed++;
      }
      agent.destroy();
    };
    const burst = Promise.all(Array.from({ length: clients }, (_, n) => client(n)));
    await new Promise((resolve) => setTimeout(resolve, burstMs));
    server.child.kill('SIGKILL');
    killed = true;
    await burst;
    await new Promise((resolve) => server.child.once('exit', resolve)).catch(() => undefined);

    // Started again on the same folder: it must open it (recovery) and answer.
    const again = await startServer(dataDir, env);
    await stopServer(again.child);

    const runtime = await openRuntime({ ...readConfig({}), dataDir, databaseUrl: undefined });
    const stored = new Map<string, string[]>();
    try {
      for (const message of await listCareMessages(runtime.db, runtime.blobs, server.bill.id)) {
        stored.set(
          message.body ?? '',
          message.attachments.map((file) => sha(file.bytes)),
        );
      }
    } finally {
      await runtime.db.close();
    }
    const lost = [...acknowledged].filter(
      ([description, hash]) => !stored.get(description)?.includes(hash),
    );
    console.log(
      [
        `(c) kill -9 during a burst of writes: ${clients} clients posting care messages with a 64 KiB attachment`,
        `    for ${burstMs} ms on PGlite, then SIGKILL, restart on the same folder, read the folder`,
        `    sent ${sent}, acknowledged ${acknowledged.size}, unanswered or refused ${failed}, stored ${stored.size}`,
        `    acknowledged but lost or with other bytes: ${lost.length}   goal 0   ${lost.length === 0 ? 'pass' : 'LOST'}`,
        ...lost.slice(0, 5).map(([description]) => `      lost: ${description}`),
      ].join('\n'),
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
