import { timingSafeEqual } from 'node:crypto';
import type { Host } from '../hosts/hosts.ts';
import { NEXI_SANDBOX, WORLDLINE_SANDBOX } from '../sandbox/addresses.ts';
import type { SecretRef } from '../types.ts';

/** One provider key of one host, as resolved at start. */
export interface PaymentKey {
  /** The key the host signs and verifies with. */
  value: string;
  /**
   * Whether it is the public sandbox value from the repository. Only then may the built-in
   * sandbox sign for the host: once its real key is set, a test card never pays a real bill.
   */
  sandbox: boolean;
}

/** Every host's provider keys, resolved once at start; routes never read the environment. */
export interface PaymentKeys {
  /**
   * The key of a host's provider. Every host with that provider configured has one once the
   * server started (resolvePaymentKeys refuses to start otherwise), so asking for another is a
   * programming error.
   */
  of(host: Host, provider: Provider): PaymentKey;
  /** The hosts whose payments go to the built-in sandbox with its public key (for the banner). */
  sandboxHosts: readonly Host[];
  /** The hosts with a real key (any key from the environment): production-like (issue 27). */
  realHosts: readonly Host[];
}

/** A configuration the server refuses to start with; its message names every variable at fault. */
export class PaymentKeyError extends Error {
  override name = 'PaymentKeyError';
}

export type Provider = 'nexi' | 'worldline';
type Env = Readonly<Record<string, string | undefined>>;

/**
 * The shortest key a host may be given, in characters after trimming: the providers issue keys
 * of 32 bytes or more, and a shorter one can be found offline from the MAC the payment start
 * hands anyone with a link (issue 27, decision 368). 32 characters are at least 128 bits even
 * as hex; `openssl rand -base64 32` gives 44.
 */
export const MIN_KEY_LENGTH = 32;

/** The one normalisation of a key: every check and the key used read the same text. */
export const normaliseKey = (given: string): string => given.trim();

/**
 * Every key the repository publishes: each host's sandbox keys, whichever provider and host
 * they belong to (a host must not take another's public key either).
 */
function repositoryKeys(hosts: readonly Host[]): Set<string> {
  const keys = new Set<string>();
  for (const host of hosts) {
    const { nexi, worldline } = host.server.payments ?? {};
    if (nexi) keys.add(normaliseKey(nexi.macKey.sandboxDefault));
    if (worldline) keys.add(normaliseKey(worldline.hmacKey.sandboxDefault));
  }
  return keys;
}

/**
 * Resolves every host's payment keys, failing closed. A key is trimmed once, and that text is
 * both checked and used. Refused: a variable set but blank, equal to any key the repository
 * publishes (any host's sandbox key), or shorter than MIN_KEY_LENGTH. An unset variable is
 * allowed only when the host's payments go to the built-in sandbox and the sandboxes are on
 * (QUADRO_SANDBOXES is not `off`), and then the public sandbox key is the only key the host
 * accepts. So a production-like configuration (sandboxes off) never verifies a payment with a
 * key anyone can read or guess.
 */
export function resolvePaymentKeys(
  hosts: readonly Host[],
  env: Env,
  sandboxes: boolean,
): PaymentKeys {
  const faults: string[] = [];
  const resolved = new Map<string, Partial<Record<Provider, PaymentKey>>>();
  const published = repositoryKeys(hosts);
  const resolve = (host: Host, ref: SecretRef, url: string, sandboxUrl: string) => {
    const given = env[ref.env];
    const where = `host ${host.name}`;
    if (given === undefined) {
      if (sandboxes && url === sandboxUrl) return { value: ref.sandboxDefault, sandbox: true };
      faults.push(
        sandboxes
          ? `${ref.env} is not set: ${where} sends its payments to ${url}, which needs its real key`
          : `${ref.env} is not set: ${where} takes card payments and the sandboxes are off (QUADRO_SANDBOXES=off)`,
      );
      return undefined;
    }
    const key = normaliseKey(given);
    if (key === '') {
      faults.push(`${ref.env} is set but empty (${where})`);
    } else if (published.has(key)) {
      faults.push(
        `${ref.env} holds a public sandbox key from the repository (${where}): set the key your provider issued`,
      );
    } else if (key.length < MIN_KEY_LENGTH) {
      faults.push(
        `${ref.env} is ${key.length} characters (${where}): a provider key has at least ${MIN_KEY_LENGTH} (32 bytes, e.g. \`openssl rand -base64 32\` for a test)`,
      );
    } else {
      return { value: key, sandbox: false };
    }
    return undefined;
  };
  for (const host of hosts) {
    const { nexi, worldline } = host.server.payments ?? {};
    const keys: Partial<Record<Provider, PaymentKey>> = {};
    const nexiKey = nexi && resolve(host, nexi.macKey, nexi.url, NEXI_SANDBOX);
    if (nexiKey) keys.nexi = nexiKey;
    const worldlineKey =
      worldline && resolve(host, worldline.hmacKey, worldline.url, WORLDLINE_SANDBOX);
    if (worldlineKey) keys.worldline = worldlineKey;
    resolved.set(host.name, keys);
  }
  if (faults.length > 0) {
    throw new PaymentKeyError(`payment keys: ${faults.join('; ')}`);
  }
  return {
    of(host, provider) {
      const key = resolved.get(host.name)?.[provider];
      if (!key) throw new Error(`no ${provider} key was resolved for host ${host.name}`);
      return key;
    },
    sandboxHosts: hosts.filter((host) =>
      Object.values(resolved.get(host.name) ?? {}).some((key) => key.sandbox),
    ),
    realHosts: hosts.filter((host) =>
      Object.values(resolved.get(host.name) ?? {}).some((key) => !key.sandbox),
    ),
  };
}

/**
 * Constant-time comparison of two proofs (a MAC, a signature): the time taken says nothing of
 * how much of a forgery was right. Different lengths are refused at once; a proof's length is
 * public.
 */
export function constantTimeEqual(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
