// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import {
  checkCredentials,
  createAccount,
  findAccountByUsername,
  hashPassword,
  passwordMatches,
} from './accounts.ts';

describe('customer accounts (issue 18)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
  });
  afterAll(() => db.close());

  it('hashes with scrypt and a fresh salt, and checks the password', async () => {
    const one = await hashPassword('segreta-123');
    const two = await hashPassword('segreta-123');
    expect(one).toMatch(/^scrypt\$[\w-]{22}\$[\w-]{43}$/);
    expect(one).not.toBe(two);
    expect(await passwordMatches('segreta-123', one)).toBe(true);
    expect(await passwordMatches('segreta-124', one)).toBe(false);
    expect(await passwordMatches('segreta-123', 'plain')).toBe(false);
  });

  it('keeps a login name unique per supplier, and finds it trimmed and in any case', async () => {
    const account = {
      id: 'alfa:RSSMRA80A01H501U',
      supplier: 'alfa',
      username: 'RSSMRA80A01H501U',
      name: 'Mario Rossi',
      password: 'segreta-123',
    };
    expect(await createAccount(db, account)).toBe(true);
    expect(await createAccount(db, { ...account, id: 'alfa:other' })).toBe(false);
    expect(
      await createAccount(db, { ...account, id: 'beta:RSSMRA80A01H501U', supplier: 'beta' }),
    ).toBe(true);
    expect(await findAccountByUsername(db, 'alfa', ' rssmra80a01h501u ')).toEqual({
      id: 'alfa:RSSMRA80A01H501U',
      supplier: 'alfa',
      username: 'RSSMRA80A01H501U',
      name: 'Mario Rossi',
    });
    expect(await checkCredentials(db, 'alfa', 'rssmra80a01h501u', 'segreta-123')).toMatchObject({
      id: 'alfa:RSSMRA80A01H501U',
    });
    expect(await checkCredentials(db, 'alfa', 'RSSMRA80A01H501U', 'wrong')).toBeUndefined();
    expect(await checkCredentials(db, 'alfa', 'NOBODY', 'segreta-123')).toBeUndefined();
  });
});
