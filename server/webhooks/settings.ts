import { Webhook } from 'standardwebhooks';
import { isEventType, type EventType } from '../events/catalogue.ts';
import type { Host } from '../hosts/hosts.ts';
import { normaliseKey } from '../payments/secrets.ts';

/** The fewest bytes a signing secret may decode to (Standard Webhooks asks 24 to 64). */
export const MIN_SECRET_BYTES = 24;
/** The paths only the sandboxes deliver to: this server's own listening address. */
export const DEV_WEBHOOKS_PREFIX = '/dev/webhooks/';

/** One endpoint of one host (server.json `webhooks`), its secrets resolved at start. */
export interface Endpoint {
  host: string;
  supplier: string;
  id: string;
  url: string;
  /** The types it receives; null for every one (`*`). */
  events: ReadonlySet<EventType> | null;
  /** Every secret that signs (two or more while one is rotated), `whsec_…` as configured. */
  secrets: readonly string[];
  /** The repository's demo secret (sandboxes on, variable unset): printed by `npm start`. */
  demo: boolean;
  timeoutMs: number;
  deadAfterMs: number;
}

/** A configuration the server refuses to start with; its message names every variable at fault. */
export class WebhookSettingsError extends Error {
  override name = 'WebhookSettingsError';
}

type Env = Readonly<Record<string, string | undefined>>;

/** The key bytes of a `whsec_<base64>` secret, or undefined when it is not one. */
function keyBytes(secret: string): number | undefined {
  if (!/^whsec_[A-Za-z0-9+/]+={0,2}$/.test(secret)) return undefined;
  return Buffer.from(secret.slice('whsec_'.length), 'base64').length;
}

/** Every webhook secret the repository publishes (each host's sandbox default). */
function repositorySecrets(hosts: readonly Host[]): Set<string> {
  const found = new Set<string>();
  for (const host of hosts) {
    for (const endpoint of host.server.webhooks?.endpoints ?? []) {
      found.add(normaliseKey(endpoint.secret.sandboxDefault));
    }
  }
  return found;
}

/**
 * Resolves every host's webhook endpoints, failing closed like the ingestion clients
 * (server/ingest/clients.ts): with the sandboxes off a variable must be set and hold only
 * `whsec_` secrets of at least MIN_SECRET_BYTES bytes that the repository does not publish, and
 * a URL must be https (a `/dev/webhooks/` path is the sandboxes' demo receiver). Several
 * secrets separated by spaces each sign: that is how a secret is rotated.
 */
export function resolveEndpoints(hosts: readonly Host[], env: Env, sandboxes: boolean): Endpoint[] {
  const faults: string[] = [];
  const published = repositorySecrets(hosts);
  const endpoints: Endpoint[] = [];
  for (const host of hosts) {
    for (const endpoint of host.server.webhooks?.endpoints ?? []) {
      const where = `webhook endpoint ${endpoint.id} of host ${host.name}`;
      const { env: name, sandboxDefault } = endpoint.secret;
      const given = env[name];
      let secrets: string[] = [];
      if (given === undefined) {
        if (sandboxes) secrets = [normaliseKey(sandboxDefault)];
        else faults.push(`${name} is not set (${where}) and the sandboxes are off`);
      } else {
        secrets = normaliseKey(given).split(/\s+/).filter(Boolean);
        if (secrets.length === 0) faults.push(`${name} is set but empty (${where})`);
        for (const secret of secrets) {
          const bytes = keyBytes(secret);
          if (published.has(secret))
            faults.push(`${name} holds a secret published in the repository (${where})`);
          else if (bytes === undefined)
            faults.push(`${name} holds a secret that is not \`whsec_<base64>\` (${where})`);
          else if (bytes < MIN_SECRET_BYTES)
            faults.push(
              `${name} holds a secret of ${bytes} bytes (${where}): at least ${MIN_SECRET_BYTES}, e.g. \`echo whsec_$(openssl rand -base64 32)\``,
            );
        }
      }
      if (endpoint.url.startsWith(DEV_WEBHOOKS_PREFIX) && !sandboxes) {
        faults.push(`${where} delivers to ${endpoint.url}, which only the sandboxes accept`);
      }
      const unknown = endpoint.events.filter((type) => type !== '*' && !isEventType(type));
      if (unknown.length > 0) faults.push(`${where} names unknown events ${unknown.join(', ')}`);
      if (faults.length > 0) continue;
      // The library's own check that each secret is one it can sign with.
      for (const secret of secrets) new Webhook(secret);
      endpoints.push({
        host: host.name,
        supplier: host.settings.supplier,
        id: endpoint.id,
        url: endpoint.url,
        events: endpoint.events.includes('*') ? null : new Set(endpoint.events as EventType[]),
        secrets,
        demo: given === undefined,
        timeoutMs: (endpoint.timeoutSeconds ?? 15) * 1000,
        deadAfterMs: (endpoint.deadAfterHours ?? 72) * 3_600_000,
      });
    }
  }
  if (faults.length > 0) throw new WebhookSettingsError(`webhooks: ${faults.join('; ')}`);
  return endpoints;
}

/** What the fan-out needs of an endpoint: whose events and which, never its secrets. */
export type Route = Pick<Endpoint, 'host' | 'supplier' | 'id' | 'events'>;

/** Every host's endpoints as routes, read from server.json without the environment (the CLI). */
export const routesOf = (hosts: readonly Host[]): Route[] =>
  hosts.flatMap((host) =>
    (host.server.webhooks?.endpoints ?? []).map((endpoint) => ({
      host: host.name,
      supplier: host.settings.supplier,
      id: endpoint.id,
      events: endpoint.events.includes('*')
        ? null
        : new Set(endpoint.events.filter((type) => isEventType(type))),
    })),
  );

/** Whether `endpoint` receives events of `type`. */
export const wants = (endpoint: Route, type: EventType): boolean =>
  endpoint.events === null || endpoint.events.has(type);
