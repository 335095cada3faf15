import type { NewEvent } from './outbox.ts';

/**
 * `password.changed` (issue 29): which account and how, so a supplier's fraud or CRM system
 * knows that a login's password moved; never the password, its hash or the recovery link.
 */
export function passwordChanged(
  supplier: string,
  host: string,
  accountId: string,
  how: 'change' | 'reset',
  at: Date,
): NewEvent {
  return {
    type: 'password.changed',
    supplier,
    host,
    orderingKey: `account:${accountId}`,
    at,
    data: { accountId, how },
  };
}
