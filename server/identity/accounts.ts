import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { DemoAccount } from './demoAccounts.ts';

/** A customer who can log in (issue 18), as the `accounts` table keeps them. */
export interface Account {
  /** `<supplier>:<fiscal code>` for demo accounts; the access token's `sub`. */
  id: string;
  supplier: string;
  /** What the customer types as login name (a fiscal code or VAT number), upper case. */
  username: string;
  name: string;
}

export interface NewAccount extends Account {
  password: string;
}

interface AccountRow extends Account {
  password_hash: string;
}

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** scrypt with a fresh 16-byte salt: `scrypt$<salt>$<hash>`, both base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Whether `password` matches `stored`, compared in constant time. */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || hash === undefined) return false;
  const expected = Buffer.from(hash, 'base64url');
  const given = await derive(password, Buffer.from(salt, 'base64url'));
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Login names are compared as the customer's fiscal code is printed: trimmed, upper case. */
export const normalUsername = (username: string): string => username.trim().toUpperCase();

/** Stores a new account; false when its supplier already has that login name or that id. */
export async function createAccount(db: Queryable, account: NewAccount): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO accounts (id, supplier, username, password_hash, name)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
    [
      account.id,
      account.supplier,
      normalUsername(account.username),
      await hashPassword(account.password),
      account.name,
    ],
  );
  return rows.length === 1;
}

export async function findAccount(db: Queryable, id: string): Promise<Account | undefined> {
  const [row] = await db.query<Account>(
    'SELECT id, supplier, username, name FROM accounts WHERE id = $1',
    [id],
  );
  return row;
}

export async function findAccountByUsername(
  db: Queryable,
  supplier: string,
  username: string,
): Promise<Account | undefined> {
  const row = await rowByUsername(db, supplier, username);
  return row && { id: row.id, supplier: row.supplier, username: row.username, name: row.name };
}

async function rowByUsername(
  db: Queryable,
  supplier: string,
  username: string,
): Promise<AccountRow | undefined> {
  const [row] = await db.query<AccountRow>(
    `SELECT id, supplier, username, name, password_hash FROM accounts
     WHERE supplier = $1 AND username = $2`,
    [supplier, normalUsername(username)],
  );
  return row;
}

/** A hash no password matches, checked when the login name is unknown (see below). */
const unknownAccountHash = hashPassword(randomBytes(24).toString('base64url'));

/**
 * The account a login name and password open, or undefined. An unknown login name costs the
 * same scrypt as a wrong password, so the time taken does not tell whether an account exists.
 */
export async function checkCredentials(
  db: Queryable,
  supplier: string,
  username: string,
  password: string,
): Promise<Account | undefined> {
  const row = await rowByUsername(db, supplier, username);
  const matches = await passwordMatches(password, row?.password_hash ?? (await unknownAccountHash));
  if (!row || !matches) return undefined;
  return { id: row.id, supplier: row.supplier, username: row.username, name: row.name };
}

/** Stores the demo accounts that are not there yet (npm start, the e2e sample server). */
export async function seedDemoAccounts(
  db: Queryable,
  accounts: readonly DemoAccount[],
): Promise<number> {
  let added = 0;
  for (const account of accounts) {
    if (await createAccount(db, account)) added += 1;
  }
  return added;
}
