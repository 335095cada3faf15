import type { NewEvent } from './outbox.ts';

/**
 * `profile.changed` (issue 29): which of the customer's contact members changed, each with its
 * value before and after, so the supplier's CRM updates its record without asking for the whole
 * profile. Nothing changed (the same values saved again) is no event (decision 452).
 */

/** The form's names (spec §7 `put_profilo`, the area's save) → the event's English names. */
const MEMBERS: Record<string, string> = {
  email: 'email',
  telefono: 'phone',
  phone: 'phone',
  emailFatturazione: 'billingEmail',
  billingEmail: 'billingEmail',
  pec: 'pec',
  bollettaCartacea: 'paperBill',
  paperBill: 'paperBill',
};

type Value = string | boolean | null;
const valueOf = (value: unknown): Value =>
  typeof value === 'string' || typeof value === 'boolean' ? value : null;

/** The members whose value differs between two profiles, in the event's names. */
export function profileChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: Value; to: Value }> {
  const changes: Record<string, { from: Value; to: Value }> = {};
  for (const [name, member] of Object.entries(MEMBERS)) {
    if (!(name in after)) continue;
    const from = valueOf(before[name]);
    const to = valueOf(after[name]);
    if (from !== to) changes[member] = { from, to };
  }
  return changes;
}

/** The event of a profile save, or null when it changed nothing. */
export function profileChangedEvent(change: {
  supplier: string;
  host: string;
  orderingKey: string;
  at: Date;
  customerId: string;
  via: 'bill' | 'area';
  bill: { billId: string; documentNumber: string | null } | null;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}): NewEvent | null {
  const changes = profileChanges(change.before, change.after);
  if (Object.keys(changes).length === 0) return null;
  return {
    type: 'profile.changed',
    supplier: change.supplier,
    host: change.host,
    orderingKey: change.orderingKey,
    at: change.at,
    data: {
      customerId: change.customerId,
      via: change.via,
      billId: change.bill?.billId ?? null,
      documentNumber: change.bill?.documentNumber ?? null,
      changes,
    },
  };
}
