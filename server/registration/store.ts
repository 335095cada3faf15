import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';
import { Problem } from '../http/problem.ts';
import { appendEvent } from '../events/outbox.ts';

/**
 * The registrations of migration 0011 (decision 261): opened by a proof, given a password and a
 * profile, spent by the acceptances, which create the account and link it to its customer.
 */

/** How long a registration stays usable after the proof: enough to read the privacy notice. */
export const registrationMinutes = 30;

export interface Proof {
  codiceCliente: string;
  codiceFiscale: string;
  numeroFattura: string;
}

export interface ProvenCustomer {
  id: string;
  fiscalCode: string;
  email: string | null;
  phone: string | null;
}

export interface Registration {
  customerId: string;
  username: string;
  expiresAt: Date;
  profileSaved: boolean;
  email: string | null;
  phone: string | null;
}

const digest = (id: string): string => createHash('sha256').update(id).digest('hex');

/**
 * The supplier's customer whose code and fiscal code are these and who has a bill of this
 * number; null when any of the three does not match, without saying which.
 */
export async function provenCustomer(
  db: Queryable,
  supplier: string,
  proof: Proof,
): Promise<ProvenCustomer | null> {
  const [row] = await db.query<ProvenCustomer>(
    `SELECT c.id, c.fiscal_code AS "fiscalCode", c.email, c.phone FROM customers c
     WHERE c.supplier = $1 AND c.fiscal_code = $2 AND upper(c.code) = $3
       AND EXISTS (SELECT 1 FROM documents d WHERE d.supplier = $1
         AND upper(btrim(d.document ->> 'document_fiscal_code')) = $2
         AND upper(btrim(d.document ->> 'document_number')) = $4)`,
    [
      supplier,
      proof.codiceFiscale.trim().toUpperCase(),
      proof.codiceCliente.trim().toUpperCase(),
      proof.numeroFattura.trim().toUpperCase(),
    ],
  );
  return row ?? null;
}

/** Whether the customer has an account already: its own id or login name, or a holder's link. */
export async function isRegistered(db: Queryable, customer: ProvenCustomer): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM accounts WHERE id = $1 OR (supplier = split_part($1, ':', 1) AND username = $2)
     UNION ALL SELECT 1 FROM account_customers WHERE customer_id = $1 AND role = 'holder'`,
    [customer.id, customer.fiscalCode],
  );
  return rows.length > 0;
}

/** Opens a registration: a random 256-bit id, of which only the SHA-256 is stored. */
export async function openRegistration(
  db: Queryable,
  supplier: string,
  customer: ProvenCustomer,
  now: Date,
): Promise<{ id: string; expiresAt: Date }> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + registrationMinutes * 60_000);
  await db.query(
    `INSERT INTO registrations (id_hash, supplier, customer_id, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [digest(id), supplier, customer.id, now, expiresAt],
  );
  return { id, expiresAt };
}

interface Row {
  customer_id: string;
  code: string;
  fiscal_code: string;
  name: string;
  expires_at: Date | string;
  profile_at: Date | string | null;
  password_hash: string | null;
  email: string | null;
  phone: string | null;
  account_id: string | null;
}

/**
 * The registration `id` names on this supplier, still usable at `now`; otherwise a 404 (no
 * such id), or a 410 (spent, or expired): the page then starts again from the proof.
 */
async function usable(db: Queryable, supplier: string, id: string, now: Date, lock = false) {
  const [row] = await db.query<Row>(
    `SELECT r.customer_id, c.code, c.fiscal_code, c.name, r.expires_at, r.profile_at, r.password_hash,
       r.email, r.phone, r.account_id
     FROM registrations r JOIN customers c ON c.id = r.customer_id
     WHERE r.id_hash = $1 AND r.supplier = $2${lock ? ' FOR UPDATE OF r' : ''}`,
    [digest(id), supplier],
  );
  if (!row) {
    throw new Problem(404, 'registration-not-found', 'No registration has this id: start again.');
  }
  if (row.account_id !== null) {
    throw new Problem(410, 'registration-spent', 'This registration is finished: log in.');
  }
  if (new Date(row.expires_at).getTime() <= now.getTime()) {
    throw new Problem(410, 'registration-expired', 'This registration has expired: start again.');
  }
  return row;
}

const toRegistration = (row: Row): Registration => ({
  customerId: row.customer_id,
  username: row.fiscal_code,
  expiresAt: new Date(row.expires_at),
  profileSaved: row.profile_at !== null,
  email: row.email,
  phone: row.phone,
});

export async function findRegistration(
  db: Queryable,
  supplier: string,
  id: string,
  now: Date,
): Promise<Registration & { known: { email: string | null; phone: string | null } }> {
  const row = await usable(db, supplier, id, now);
  const [customer] = await db.query<{ email: string | null; phone: string | null }>(
    'SELECT email, phone FROM customers WHERE id = $1',
    [row.customer_id],
  );
  return { ...toRegistration(row), known: customer ?? { email: null, phone: null } };
}

export interface Profile {
  passwordHash: string;
  email: string;
  phone: string | null;
  contactTime: string | null;
}

/** Keeps the password's hash and the profile on the registration (again: the last one wins). */
export async function saveProfile(
  db: Database,
  supplier: string,
  id: string,
  profile: Profile,
  now: Date,
): Promise<Registration> {
  return db.transaction(async (tx) => {
    const row = await usable(tx, supplier, id, now, true);
    await tx.query(
      `UPDATE registrations SET password_hash = $2, email = $3, phone = $4, contact_time = $5,
         profile_at = $6 WHERE id_hash = $1`,
      [digest(id), profile.passwordHash, profile.email, profile.phone, profile.contactTime, now],
    );
    return { ...toRegistration(row), profileSaved: true, email: profile.email };
  });
}

export interface Acceptances {
  privacy: boolean;
  terms: boolean;
  marketing: boolean;
}

export const alreadyRegistered = (): Problem =>
  new Problem(409, 'already-registered', 'This customer has an account already: log in.');

/**
 * Spends the registration: creates the account (id = the customer's, login name = its fiscal
 * code, the password hashed at saveprofile), links it to its customer as holder, gives the
 * customer the profile's contact data and keeps the consents, and tells the supplier
 * (`account.registered`); all or nothing.
 */
export async function accept(
  db: Database,
  supplier: string,
  id: string,
  acceptances: Acceptances,
  now: Date,
  host: string,
): Promise<{ username: string }> {
  return db.transaction(async (tx) => {
    const row = await usable(tx, supplier, id, now, true);
    if (row.profile_at === null || row.password_hash === null) {
      throw new Problem(409, 'registration-incomplete', 'Save the password and profile first.');
    }
    const created = await tx.query(
      `INSERT INTO accounts (id, supplier, username, password_hash, name)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
      [row.customer_id, supplier, row.fiscal_code, row.password_hash, row.name],
    );
    if (created.length !== 1) throw alreadyRegistered();
    await tx.query(
      `INSERT INTO account_customers (account_id, customer_id, role, position)
       VALUES ($1, $1, 'holder', 0) ON CONFLICT (account_id, customer_id) DO NOTHING`,
      [row.customer_id],
    );
    await tx.query(
      `UPDATE customers SET email = coalesce($2, email), phone = coalesce($3, phone),
         updated_at = $4 WHERE id = $1`,
      [row.customer_id, row.email, row.phone, now],
    );
    await tx.query(
      `UPDATE registrations SET privacy = $2, terms = $3, marketing = $4, accepted_at = $5,
         account_id = $6 WHERE id_hash = $1`,
      [
        digest(id),
        acceptances.privacy,
        acceptances.terms,
        acceptances.marketing,
        now,
        row.customer_id,
      ],
    );
    // The account and its event commit together (issue 29); the password is never in it.
    await appendEvent(tx, {
      type: 'account.registered',
      supplier,
      host,
      orderingKey: `account:${row.customer_id}`,
      at: now,
      data: {
        accountId: row.customer_id,
        customerId: row.customer_id,
        customerCode: row.code,
        username: row.fiscal_code,
        email: row.email,
        phone: row.phone,
        acceptances: {
          privacy: acceptances.privacy,
          terms: acceptances.terms,
          marketing: acceptances.marketing,
        },
      },
    });
    return { username: row.fiscal_code };
  });
}
