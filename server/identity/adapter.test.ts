// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { databaseAdapter } from './adapter.ts';

describe("oidc-provider's storage in the database (issue 18)", () => {
  let db: Database;
  // PGlite's start and the migrations take seconds on a machine busy with other suites.
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://' });
    await migrate(db);
  }, 60_000);
  afterAll(() => db.close());

  it('stores, finds, consumes and destroys a model, per host', async () => {
    const alfa = databaseAdapter(db, 'alfa.test')('AuthorizationCode');
    const beta = databaseAdapter(db, 'beta.test')('AuthorizationCode');
    await alfa.upsert('c1', { grantId: 'g1', accountId: 'a' }, 60);
    expect(await alfa.find('c1')).toEqual({ grantId: 'g1', accountId: 'a' });
    expect(await beta.find('c1')).toBeUndefined();
    await alfa.consume('c1');
    expect((await alfa.find('c1'))?.consumed).toEqual(expect.any(Number));
    await alfa.destroy('c1');
    expect(await alfa.find('c1')).toBeUndefined();
  });

  it('reads a refresh token used again within the reuse interval as unspent, a code never', async () => {
    const adapter = databaseAdapter(db, 'alfa.test');
    await adapter('RefreshToken').upsert('r5', { grantId: 'g5' }, 60);
    await adapter('AuthorizationCode').upsert('c5', { grantId: 'g5' }, 60);
    await adapter('RefreshToken').consume('r5');
    await adapter('AuthorizationCode').consume('c5');
    expect(await adapter('RefreshToken').find('r5')).toEqual({ grantId: 'g5' });
    expect((await adapter('AuthorizationCode').find('c5'))?.consumed).toEqual(expect.any(Number));
    // The first use's time stays however often the token is used: the interval never moves.
    const firstUse = () =>
      db.query<{ consumed: number }>(
        "SELECT (payload->>'consumed')::bigint AS consumed FROM oidc_models WHERE id = 'r5'",
      );
    await db.query(
      `UPDATE oidc_models SET payload = payload || '{"consumed": 1000}'::jsonb WHERE id = 'r5'`,
    );
    await adapter('RefreshToken').consume('r5');
    expect((await firstUse())[0]?.consumed).toBe(1000);
    expect((await adapter('RefreshToken').find('r5'))?.consumed).toBe(1000);
  });

  it('finds a session by its uid, and never an expired row', async () => {
    const sessions = databaseAdapter(db, 'alfa.test')('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a' });
    await sessions.upsert('s2', { uid: 'u2' }, -1);
    expect(await sessions.find('s2')).toBeUndefined();
    // The next session written deletes the expired one.
    await sessions.upsert('s3', { uid: 'u3' }, 60);
    const rows = await db.query("SELECT 1 FROM oidc_models WHERE id = 's2'");
    expect(rows).toHaveLength(0);
  });

  it("revokes every token of a grant, and only that grant's", async () => {
    const adapter = databaseAdapter(db, 'alfa.test');
    await adapter('AccessToken').upsert('t1', { grantId: 'g9' }, 60);
    await adapter('RefreshToken').upsert('r1', { grantId: 'g9' }, 60);
    await adapter('RefreshToken').upsert('r2', { grantId: 'g8' }, 60);
    await adapter('AccessToken').revokeByGrantId('g9');
    expect(await adapter('AccessToken').find('t1')).toBeUndefined();
    expect(await adapter('RefreshToken').find('r1')).toBeUndefined();
    expect(await adapter('RefreshToken').find('r2')).toEqual({ grantId: 'g8' });
  });
});
