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
}

/** A configuration the server refuses to start with; its message names every variable at fault. */
export class PaymentKeyError extends Error {
  override name = 'PaymentKeyError';
}

export type Provider = 'nexi' | 'worldline';
type Env = Readonly<Record<string, string | undefined>>;

/**
 * Resolves every host's payment keys, failing closed: a variable set but empty, or set to the
 * repository's public sandbox value, is refused; an unset variable is allowed only when the
 * host's payments go to the built-in sandbox and the sandboxes are on (QUADRO_SANDBOXES is not
 * `off`), and then the public sandbox key is the only key the host accepts. So a production-like
 * configuration (sandboxes off) never verifies a payment with a key anyone can read.
 */
export function resolvePaymentKeys(
  hosts: readonly Host[],
  env: Env,
  sandboxes: boolean,
): PaymentKeys {
  const faults: string[] = [];
  const resolved = new Map<string, Partial<Record<Provider, PaymentKey>>>();
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
    } else if (given.trim() === '') {
      faults.push(`${ref.env} is set but empty (${where})`);
    } else if (given === ref.sandboxDefault) {
      faults.push(`${ref.env} holds the public sandbox key from the repository (${where})`);
    } else {
      return { value: given, sandbox: false };
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
