import { timingSafeEqual } from 'node:crypto';
import type { SecretRef } from '../types.ts';

/** A secret from the environment variable the host names, else its sandbox value. */
export const secretOf = (secret: SecretRef): string =>
  process.env[secret.env] ?? secret.sandboxDefault;

/**
 * Whether only the public sandbox value stands for this secret. The sandboxes sign outcomes,
 * so they serve a host only while this holds: once its real key is in the environment, a test
 * card can never pay a real bill.
 */
export const isSandboxKey = (secret: SecretRef): boolean => process.env[secret.env] === undefined;

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
