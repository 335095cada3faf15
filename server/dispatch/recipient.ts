import type { Queryable } from '../db/database.ts';
import { fiscalCodeOf } from '../area/fromBills.ts';
import type { StoredDocument } from '../store/documents.ts';

/** Where a bill's e-mail goes, and which rule of decision 417 found it. */
export interface Recipient {
  email: string;
  source: 'bundle' | 'account' | 'billing' | 'profile';
}

const address = (value: unknown): string | null =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+$/.test(value.trim()) ? value.trim() : null;

/**
 * Decision 417, in order: the bundle's `announce.email`; else the e-mail of the customer's
 * account (the customer area's customer of this supplier and fiscal code, when an account acts
 * for it, as the customer last set it); else the billing e-mail, the customer's then the
 * bundle profile's `emailFatturazione`; else the profile's `email`. Found when sending, not when
 * queued, so an address the customer changed in between is the one used.
 */
export async function findRecipient(
  db: Queryable,
  bill: StoredDocument,
  bundleEmail: string | null,
): Promise<Recipient | null> {
  const own = address(bundleEmail);
  if (own) return { email: own, source: 'bundle' };
  const fiscalCode = fiscalCodeOf(bill.document);
  const [customer] =
    fiscalCode === undefined
      ? []
      : await db.query<{
          email: string | null;
          billing_email: string | null;
          has_account: boolean;
        }>(
          `SELECT c.email, c.billing_email,
                  EXISTS (SELECT 1 FROM account_customers a WHERE a.customer_id = c.id) AS has_account
             FROM customers c WHERE c.supplier = $1 AND c.fiscal_code = $2`,
          [bill.supplier, fiscalCode],
        );
  const account = customer?.has_account ? address(customer.email) : null;
  if (account) return { email: account, source: 'account' };
  const billing = address(customer?.billing_email) ?? address(bill.profile?.['emailFatturazione']);
  if (billing) return { email: billing, source: 'billing' };
  const profile = address(bill.profile?.['email']);
  return profile ? { email: profile, source: 'profile' } : null;
}
