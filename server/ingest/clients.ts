import type { Host } from '../hosts/hosts.ts';
import { MIN_KEY_LENGTH, normaliseKey } from '../payments/secrets.ts';

/** A host's billing-system client (server.json `ingest`), with its secret resolved at start. */
export interface IngestClient {
  clientId: string;
  secret: string;
  /** The repository's demo secret (sandboxes on, variable unset): printed by `npm start`. */
  demo: boolean;
  tokenTtlSeconds: number;
  requestsPerMinute: number;
  billsPerMinute: number;
  batchLines: number;
}

/** Every host's ingestion client, resolved once at start; a host without one has none. */
export interface IngestClients {
  of(host: Host): IngestClient | undefined;
}

/** A configuration the server refuses to start with; its message names every variable at fault. */
export class IngestSecretError extends Error {
  override name = 'IngestSecretError';
}

type Env = Readonly<Record<string, string | undefined>>;

/** Every value the repository publishes as a secret: any host's sandbox default, of any kind. */
function repositorySecrets(hosts: readonly Host[]): Set<string> {
  const found = new Set<string>();
  for (const host of hosts) {
    const { nexi, worldline } = host.server.payments ?? {};
    if (nexi) found.add(normaliseKey(nexi.macKey.sandboxDefault));
    if (worldline) found.add(normaliseKey(worldline.hmacKey.sandboxDefault));
    if (host.server.ingest) found.add(normaliseKey(host.server.ingest.secret.sandboxDefault));
  }
  return found;
}

/**
 * Resolves every host's client secret, failing closed as the payment keys do (issue 27,
 * ./../payments/secrets.ts): a variable set must hold a secret of at least MIN_KEY_LENGTH
 * characters that the repository does not publish; unset, only the sandboxes may fall back to
 * the demo secret. So a production-like server never lets a billing system in with a secret
 * anyone can read.
 */
export function resolveIngestClients(
  hosts: readonly Host[],
  env: Env,
  sandboxes: boolean,
): IngestClients {
  const faults: string[] = [];
  const published = repositorySecrets(hosts);
  const resolved = new Map<string, IngestClient>();
  for (const host of hosts) {
    const ingest = host.server.ingest;
    if (!ingest) continue;
    const { env: name, sandboxDefault } = ingest.secret;
    const where = `the billing client ${ingest.clientId} of host ${host.name}`;
    const given = env[name];
    let secret: string | undefined;
    if (given === undefined) {
      if (sandboxes) secret = sandboxDefault;
      else faults.push(`${name} is not set (${where}) and the sandboxes are off`);
    } else {
      const value = normaliseKey(given);
      if (value === '') faults.push(`${name} is set but empty (${where})`);
      else if (published.has(value))
        faults.push(`${name} holds a secret published in the repository (${where})`);
      else if (value.length < MIN_KEY_LENGTH)
        faults.push(
          `${name} is ${value.length} characters (${where}): at least ${MIN_KEY_LENGTH}, e.g. \`openssl rand -base64 32\``,
        );
      else secret = value;
    }
    if (secret === undefined) continue;
    resolved.set(host.name, {
      clientId: ingest.clientId,
      secret,
      demo: given === undefined,
      tokenTtlSeconds: ingest.tokenTtlSeconds ?? 600,
      requestsPerMinute: ingest.requestsPerMinute ?? 600,
      billsPerMinute: ingest.billsPerMinute ?? 60_000,
      batchLines: ingest.batchLines ?? 10_000,
    });
  }
  if (faults.length > 0) throw new IngestSecretError(`billing clients: ${faults.join('; ')}`);
  return { of: (host) => resolved.get(host.name) };
}
