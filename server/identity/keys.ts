import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWK } from 'jose';
import type { Queryable } from '../db/database.ts';
import type { Host } from '../hosts/hosts.ts';

/** One host's provider keys: the private signing keys (a JWKS) and the cookie keys. */
export interface ProviderKeys {
  jwks: JSONWebKeySet;
  cookieKeys: string[];
}

/** A configuration the server refuses to start with; its message names every setting at fault. */
export class IdentitySettingsError extends Error {
  override name = 'IdentitySettingsError';
}

type Env = Readonly<Record<string, string | undefined>>;

/** What production needs of each host, checked at start: origin and secret (fail closed). */
export interface IdentitySecrets {
  /** A host's keys from its secret; undefined in demo mode (then they are in the database). */
  of(host: Host): ProviderKeys | undefined;
}

/**
 * Production (the sandboxes off): every host needs `identity.origin` and the variable named by
 * `identity.secret.env`, holding valid keys; anything missing or malformed stops the start, all
 * faults named at once. Demo mode needs neither (./keys.ts `demoKeys`).
 */
export function resolveIdentitySecrets(
  hosts: readonly Host[],
  env: Env,
  demo: boolean,
): IdentitySecrets {
  const resolved = new Map<string, ProviderKeys>();
  if (demo) return { of: () => undefined };
  const faults: string[] = [];
  for (const host of hosts) {
    const where = `hosts/${host.name}/server.json`;
    const identity = host.server.identity;
    if (identity?.origin === undefined) {
      faults.push(`${where} has no identity.origin (the host's public origin, for its issuer)`);
    }
    const name = identity?.secret?.env;
    if (name === undefined) {
      faults.push(`${where} has no identity.secret.env (the variable holding its login keys)`);
      continue;
    }
    const given = env[name];
    if (given === undefined || given.trim() === '') {
      faults.push(`${name} is not set (the login keys of host ${host.name})`);
      continue;
    }
    const keys = parseSecret(given);
    if (typeof keys === 'string') faults.push(`${name} ${keys} (host ${host.name})`);
    else resolved.set(host.name, keys);
  }
  if (faults.length > 0) throw new IdentitySettingsError(`identity: ${faults.join('; ')}`);
  return { of: (host) => resolved.get(host.name) };
}

/** The keys of a secret's JSON, or why they are refused (never the secret's text). */
export function parseSecret(text: string): ProviderKeys | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'is not JSON';
  }
  if (typeof value !== 'object' || value === null) return 'is not a JSON object';
  const { signingKeys, cookieKeys } = value as Record<string, unknown>;
  if (!Array.isArray(signingKeys) || signingKeys.length === 0) {
    return 'has no signingKeys (an array of private JWKs)';
  }
  const signing = signingKeys.filter(
    (key): key is JWK => typeof key === 'object' && key !== null && 'd' in key && 'kty' in key,
  );
  if (signing.length !== signingKeys.length) return 'has a signing key that is not a private JWK';
  if (
    !Array.isArray(cookieKeys) ||
    cookieKeys.length === 0 ||
    !cookieKeys.every((key) => typeof key === 'string' && key.length >= 32)
  ) {
    return 'has no cookieKeys (strings of at least 32 characters)';
  }
  return { jwks: { keys: signing }, cookieKeys: cookieKeys as string[] };
}

/** A fresh set of keys: one ES256 signing key and one cookie key. */
export async function generateProviderKeys(): Promise<ProviderKeys> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = randomBytes(8).toString('base64url');
  return {
    jwks: { keys: [{ ...jwk, kid, alg: 'ES256', use: 'sig' }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

interface KeysRow {
  jwks: JSONWebKeySet;
  cookie_keys: string[];
}

/**
 * Demo mode: the host's keys from the database, generated and stored on its first start. The
 * insert keeps the first writer's keys when two processes start at once, and both read those.
 */
export async function demoKeys(db: Queryable, host: string): Promise<ProviderKeys> {
  const fresh = await generateProviderKeys();
  await db.query(
    `INSERT INTO identity_keys (host, jwks, cookie_keys) VALUES ($1, $2::jsonb, $3::jsonb)
     ON CONFLICT (host) DO NOTHING`,
    [host, JSON.stringify(fresh.jwks), JSON.stringify(fresh.cookieKeys)],
  );
  const [row] = await db.query<KeysRow>(
    'SELECT jwks, cookie_keys FROM identity_keys WHERE host = $1',
    [host],
  );
  if (!row) throw new Error(`the login keys of ${host} were not stored`);
  return { jwks: row.jwks, cookieKeys: row.cookie_keys };
}

/** The public half of a private JWKS, which is what the API verifies tokens with. */
export function publicKeys(jwks: JSONWebKeySet): JSONWebKeySet {
  const privateMembers = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k']);
  return {
    keys: jwks.keys.map(
      (key) =>
        Object.fromEntries(
          Object.entries(key).filter(([name]) => !privateMembers.has(name)),
        ) as JWK,
    ),
  };
}
