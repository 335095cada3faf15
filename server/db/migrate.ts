import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './database.ts';

const folder = fileURLToPath(new URL('./migrations/', import.meta.url));

/**
 * Applies the migrations not yet applied, in file-name order, each in its own transaction.
 * An advisory lock lets several API processes start at once against one server: one migrates,
 * the others wait and then find nothing to do.
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const done = await db.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('quadro-migrations'))");
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (rows.length > 0) return false;
      // One statement per query: pg's extended protocol (parameters) takes a single statement.
      for (const statement of splitStatements(readFileSync(folder + file, 'utf8'))) {
        await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (done) applied.push(version);
  }
  return applied;
}

/**
 * Splits a migration on the semicolons that end statements, outside `$$` bodies (a function's
 * own semicolons stay inside it); `--` comments are dropped first.
 */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let inBody = false;
  for (const line of script.replace(/--[^\n]*/g, '').split('\n')) {
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    current += `${line}\n`;
    if (!inBody && /;\s*$/.test(line)) {
      statements.push(current.trim().replace(/;$/, ''));
      current = '';
    }
  }
  if (current.trim() !== '') statements.push(current.trim());
  return statements.filter((statement) => statement.length > 0);
}
