import type { Database } from '../db/database.ts';
import type { Host } from '../hosts/hosts.ts';
import { resolveEndpoints, type Endpoint } from './settings.ts';
import { targetOf } from './send.ts';
import { startWebhooks, type WebhookWorker } from './worker.ts';

export interface Webhooks {
  endpoints: readonly Endpoint[];
  /** Starts this process's worker once the listening origin is known. */
  startWorker(ownOrigin: string): Promise<void>;
  /** The banner's lines: where events go (docs/operating.md "Where events go"). */
  lines(ownOrigin: string): string[];
  close(): Promise<void>;
}

/**
 * What a serving process does about webhooks (ADR 0049). Resolving the endpoints comes first,
 * before anything listens: a secret or URL production cannot use stops the start, naming it.
 */
export function prepareWebhooks(
  runtime: { db: Database; hosts: { all: readonly Host[] } },
  env: Readonly<Record<string, string | undefined>>,
  sandboxes: boolean,
  log: { warn(message: string): void },
): Webhooks {
  const endpoints = resolveEndpoints(runtime.hosts.all, env, sandboxes);
  let worker: WebhookWorker | undefined;
  return {
    endpoints,
    async startWorker(ownOrigin) {
      if (endpoints.length === 0) return;
      worker = await startWebhooks({ db: runtime.db, endpoints, ownOrigin: () => ownOrigin, log });
    },
    lines(ownOrigin) {
      if (endpoints.length === 0) {
        return [
          'Events: no webhook endpoint is configured; the outbox keeps them (`quadro events list`).',
        ];
      }
      return [
        'Events go as signed webhooks (Standard Webhooks; `quadro events list` shows each one):',
        ...endpoints.map(
          (e) =>
            `  ${e.host.padEnd(28)} ${e.id.padEnd(10)} ${targetOf(e, ownOrigin)}${e.events ? ` (${[...e.events].join(', ')})` : ''}${e.demo ? `  demo secret ${e.secrets[0] ?? ''}` : ''}`,
        ),
      ];
    },
    async close() {
      await worker?.stop();
    },
  };
}
