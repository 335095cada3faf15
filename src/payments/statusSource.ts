/**
 * Spec §4 "Status source" (project decision 99): a host whose `statusSource` is present and
 * not "DB" (any case) reads the bill's payment status from the verification call instead of
 * the document. Pure: the call is the loader's.
 */
import type { HostSettings, Loaded } from '../api/index.ts';

/** Whether the host reads the status from `verifica` rather than the document. */
export function readsVerifiedStatus(host: Pick<HostSettings, 'statusSource'>): boolean {
  const source = host.statusSource;
  return typeof source === 'string' && source.trim() !== '' && source.trim().toUpperCase() !== 'DB';
}

/** The statuses of spec §4's table; anything else the call answers says nothing. */
const knownStatuses = new Set([0, 1, 2, 3, 4]);

/**
 * The document with `document_payment_status` set to the verified status. A failed call or an
 * answer outside the table (-1: the server has no status to show) keeps the document's own.
 */
export function withVerifiedStatus<T extends object>(doc: T, verified: Loaded<number>): T {
  if (!verified.ok || !knownStatuses.has(verified.value)) return doc;
  return { ...doc, document_payment_status: verified.value };
}
