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

  it('keeps a function body whole', () => {
    const script =
      'CREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$;\nSELECT 1;';
    expect(splitStatements(script)).toEqual([
      'CREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $$\nBEGIN\n  RETURN 1;\nEND;\n$$',
      'SELECT 1',
    ]);
  });

  it('applies each migration once', { timeout: 120_000 }, async () => {
    const db = await openPglite('memory://');
    const first = await migrate(db);
    expect(first.length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual([]);
    await db.close();
  });
});
