import { Webhook } from 'standardwebhooks';
import type { Host } from '../hosts/hosts.ts';

/**
 * The demo receiver of `npm start` (issue 29, decision 470): the supplier's end of a webhook,
 * inside quadro, so a newcomer sees a reading arrive signed. It reads the endpoints of the
 * hosts' `webhooks` settings (server.json, Helper B's shape) whose `url` is a path under
 * /dev/webhooks/, verifies each delivery with the `standardwebhooks` library as a supplier
 * would, and keeps the last few in memory: a development page, never a store.
 */

export const DEV_WEBHOOKS_PATH = '/dev/webhooks';
/** How many deliveries the page keeps, newest first; older ones are forgotten. */
export const DEV_WEBHOOKS_KEPT = 50;

type Env = Readonly<Record<string, string | undefined>>;

/** One endpoint of server.json's `webhooks.endpoints`, as far as the receiver needs it. */
interface EndpointSetting {
  id: string;
  url: string;
  secret: { env: string; sandboxDefault?: string };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The endpoints of a host's settings. server.json is checked by its schema when the hosts
 * load; this only picks the members the receiver reads, so it holds before and after the
 * delivery's own settings code.
 */
function endpointsOf(host: Host): EndpointSetting[] {
  const webhooks: unknown = (host.server as Record<string, unknown>)['webhooks'];
  const endpoints = isRecord(webhooks) ? webhooks['endpoints'] : undefined;
  if (!Array.isArray(endpoints)) return [];
  return endpoints.filter(
    (e): e is EndpointSetting =>
      isRecord(e) &&
      typeof e['id'] === 'string' &&
      typeof e['url'] === 'string' &&
      isRecord(e['secret']) &&
      typeof e['secret']['env'] === 'string',
  );
}

/** A demo endpoint: its path, whose host's setting it is, and every secret that may sign. */
export interface DemoEndpoint {
  path: string;
  host: string;
  id: string;
  secrets: string[];
}

/**
 * Every endpoint whose url is one of the receiver's paths. Its secrets are the variable's
 * value (several, separated by spaces, while one is rotated) or the sandbox default.
 */
export function demoEndpoints(hosts: readonly Host[], env: Env): DemoEndpoint[] {
  return hosts.flatMap((host) =>
    endpointsOf(host)
      .filter((e) => e.url.startsWith(`${DEV_WEBHOOKS_PATH}/`))
      .map((e) => ({
        path: e.url,
        host: host.name,
        id: e.id,
        secrets: (env[e.secret.env] ?? e.secret.sandboxDefault ?? '').split(/\s+/).filter(Boolean),
      })),
  );
}

/** One delivery as the page shows it. */
export interface Received {
  number: number;
  receivedAt: Date;
  path: string;
  host: string;
  webhookId: string;
  type: string;
  verified: boolean;
  /** Why it was not verified, in the library's words. */
  reason: string | null;
  body: string;
}

/** True when one of `secrets` signed `body` with these headers, else the library's reason. */
export function verify(
  secrets: readonly string[],
  body: Buffer | string,
  headers: Record<string, string>,
): { verified: true } | { verified: false; reason: string } {
  let reason = 'no secret is set for this endpoint';
  for (const secret of secrets) {
    try {
      new Webhook(secret).verify(body, headers);
      return { verified: true };
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
  }
  return { verified: false, reason };
}

/** The deliveries received since start, newest first, at most DEV_WEBHOOKS_KEPT. */
export class DevReceiver {
  private readonly kept: Received[] = [];
  private count = 0;

  add(entry: Omit<Received, 'number'>): Received {
    this.count += 1;
    const received = { ...entry, number: this.count };
    this.kept.unshift(received);
    this.kept.length = Math.min(this.kept.length, DEV_WEBHOOKS_KEPT);
    return received;
  }

  list(): readonly Received[] {
    return this.kept;
  }
}
