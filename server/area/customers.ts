import type { Queryable } from '../db/database.ts';
import type { CustomerSeed } from './fromBills.ts';
import type { Principal } from '../identity/bearer.ts';
import type { CustomerSave } from '../../schemas/types/customer-save.gen.ts';

/** A customer this login acts for, with the login's role for it. */
export interface Customer extends CustomerSeed {
  role: 'holder' | 'administrator';
}

interface CustomerRow {
  id: string;
  supplier: string;
  code: string;
  fiscal_code: string;
  name: string;
  kind: 'person' | 'business';
  email: string | null;
  phone: string | null;
  pec: string | null;
  billing_email: string | null;
  paper_bill: boolean;
  address: unknown;
  role: 'holder' | 'administrator';
}

const columns = `c.id, c.supplier, c.code, c.fiscal_code, c.name, c.kind, c.email, c.phone, c.pec,
  c.billing_email, c.paper_bill, c.address, a.role`;

/**
 * The login's own customers only: joined through `account_customers` and held to the token's
 * supplier, so a token of one host never reaches another supplier's customer of the same id.
 */
const own = `FROM customers c JOIN account_customers a ON a.customer_id = c.id
  WHERE a.account_id = $1 AND c.supplier = $2`;

/** The customers a login acts for, in the client selector's order. */
export async function customersOf(db: Queryable, principal: Principal): Promise<Customer[]> {
  const rows = await db.query<CustomerRow>(
    `SELECT ${columns} ${own} ORDER BY a.position, c.name, c.id`,
    [principal.accountId, principal.supplier],
  );
  return rows.map(toCustomer);
}

/**
 * One of the login's customers; null for a missing one and another login's alike. `lock` holds
 * its row until the transaction ends, so a save's event names the values it replaced.
 */
export async function findCustomer(
  db: Queryable,
  principal: Principal,
  customerId: string,
  options: { lock?: boolean } = {},
): Promise<Customer | null> {
  const lock = options.lock ? ' FOR UPDATE OF c' : '';
  const rows = await db.query<CustomerRow>(`SELECT ${columns} ${own} AND c.id = $3${lock}`, [
    principal.accountId,
    principal.supplier,
    customerId,
  ]);
  const row = rows[0];
  return row ? toCustomer(row) : null;
}

/** Applies a profile change of the login's own customer; null when it is not one of them. */
export async function saveCustomer(
  db: Queryable,
  principal: Principal,
  customerId: string,
  change: CustomerSave,
): Promise<Customer | null> {
  const found = await findCustomer(db, principal, customerId);
  if (!found) return null;
  // Only what the change names is written; an absent field keeps its value.
  await db.query(
    `UPDATE customers SET email = coalesce($2, email), phone = coalesce($3, phone),
       pec = coalesce($4, pec), billing_email = coalesce($5, billing_email),
       paper_bill = coalesce($6, paper_bill), updated_at = now()
     WHERE id = $1`,
    [
      customerId,
      change.email ?? null,
      change.telefono ?? null,
      change.pec ?? null,
      change.emailFatturazione ?? null,
      change.bollettaCartacea ?? null,
    ],
  );
  return findCustomer(db, principal, customerId);
}

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    supplier: row.supplier,
    code: row.code,
    fiscalCode: row.fiscal_code,
    name: row.name,
    kind: row.kind,
    email: row.email,
    phone: row.phone,
    pec: row.pec,
    billingEmail: row.billing_email,
    paperBill: row.paper_bill,
    address: Array.isArray(row.address)
      ? row.address.filter((line): line is string => typeof line === 'string')
      : [],
    role: row.role,
  };
}
