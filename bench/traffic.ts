/**
 * The requests the load and fault benches send: a care message as the page builds it (with
 * attachments whose content is a real file type), and plain requests with node:http, since
 * fetch would not let the `Host` header be chosen.
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { careRouting } from '../src/domain/customerCare.ts';
import { root, startServer, stopServer, type Server } from './server.ts';

/** Spec §5: at most 5 attachments of 2,097,152 bytes each. */
export const LARGEST = { files: 5, bytes: 2_097_152 };

/** A file of `bytes` random bytes that starts as a PDF does, so the type check accepts it. */
export function pdfLike(bytes: number): Buffer {
  const file = randomBytes(bytes);
  file.write('%PDF-1.7\n', 0, 'latin1');
  return file;
}

/**
 * The body of a care message with `files` attachments of `bytes` each, as one buffer, and a way
 * to make the next one differ: a few base64 characters of every attachment are rewritten in
 * place, so each post stores new content (a content-addressed store must not get it for free)
 * without the bench spending its own event loop on building 14 MB of JSON per post.
 */
export function careBody(
  files: number,
  bytes: number,
  description = 'Bench: the largest care message allowed.',
): { body: Buffer; vary: () => void } {
  const marker = 'QUADROBENCH';
  // The marker replaces 11 base64 characters after the first 48 bytes: the PDF header stays.
  const content = () => {
    const base64 = pdfLike(bytes).toString('base64');
    return base64.slice(0, 64) + marker + base64.slice(64 + marker.length);
  };
  const category = 'Richiesta rimborso';
  const json = JSON.stringify({
    email: '',
    description,
    category,
    ...careRouting(category),
    files: Array.from({ length: files }, (_, i) => ({
      name: `bolletta-${i}.pdf`,
      content: content(),
    })),
  });
  const body = Buffer.from(json, 'latin1');
  const offsets: number[] = [];
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, at + 1))
    offsets.push(at);
  const vary = () => {
    for (const at of offsets) {
      Buffer.from(randomBytes(9).toString('base64').slice(0, marker.length), 'latin1').copy(
        body,
        at,
      );
    }
  };
  return { body, vary };
}

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

/** One request to the server at `origin` as host `host`; resolves with status, body and time. */
export function request(
  origin: string,
  pathname: string,
  options: { host?: string; method?: string; body?: Buffer; agent?: http.Agent } = {},
): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${pathname}`,
      {
        method: options.method ?? 'GET',
        agent: options.agent,
        headers: {
          host: options.host ?? 'localhost',
          ...(options.body
            ? { 'content-type': 'application/json', 'content-length': options.body.length }
            : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: text, ms: performance.now() - start });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * A copy of `hosts/` whose hosts all carry `limits`: the benches load one link from one address
 * far past what a customer does, and say so in their output.
 */
export function hostsWithLimits(dir: string, limits: Record<string, number>): string {
  cpSync(path.join(root, 'hosts'), dir, { recursive: true });
  for (const host of readdirSync(dir)) {
    const file = path.join(dir, host, 'server.json');
    const server = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...server, limits }, null, 2));
  }
  return dir;
}

/** Limits high enough that the bench measures the server, not its refusals. */
export const benchLimits = {
  readsPerMinutePerAddress: 1_000_000,
  writesPerMinutePerAddress: 1_000_000,
  writesPerMinutePerLink: 1_000_000,
  failedLinksPerMinutePerAddress: 1_000_000,
  messagesPerBillPerDay: 1_000_000,
  // The bill page's own budget per address (issue 27): bench page renders it from one address.
  pagesPerMinutePerAddress: 1_000_000,
};

/**
 * Runs `work` against `quadro serve` on a fresh PGlite folder and a copy of `hosts/` with
 * `benchLimits` (the limits would refuse most of a bench's traffic: lifted, and said so in each
 * part's output), with `env` added; then stops the server and removes the folder. On a failure the server's
 * stderr is printed first.
 */
export async function withBenchServer(
  prefix: string,
  work: (server: Server) => Promise<void>,
  preload: string[] = [],
  env: Record<string, string> = {},
): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), prefix));
  let server: Server | undefined;
  try {
    server = await startServer(
      path.join(folder, 'pglite'),
      {
        QUADRO_HOSTS_DIR: hostsWithLimits(path.join(folder, 'hosts'), benchLimits),
        ...env,
      },
      preload,
    );
    await work(server);
  } catch (error) {
    if (server) console.error(server.stderr());
    throw error;
  } finally {
    if (server) await stopServer(server.child);
    rmSync(folder, { recursive: true, force: true });
  }
}

/** p50 and p99 of latencies in ms. */
export function percentiles(samples: number[]): { p50: number; p99: number; n: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), n: sorted.length };
}
