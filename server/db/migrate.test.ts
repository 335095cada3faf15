// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openPglite } from './pglite.ts';
import { migrate, splitStatements } from './migrate.ts';

describe('migrations', () => {
  it('splits a script into statements, without comments', () => {
    expect(
      splitStatements('-- a\nCREATE TABLE a (x int);\n\nCREATE TABLE b (y int); -- c\n'),
    ).toEqual(['CREATE TABLE a (x int)', 'CREATE TABLE b (y int)']);
  });

  it('applies each migration once', { timeout: 30_000 }, async () => {
    const db = await openPglite('memory://');
    const first = await migrate(db);
    expect(first.length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual([]);
    await db.close();
  });
});
