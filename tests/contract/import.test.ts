import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundle } from '../../server/bundles.ts';
import { importInputs, parseImportArgs } from '../../server/import/command.ts';
import {
  bundles,
  config,
  databaseKinds,
  fixturesDir,
  hostOf,
  openTestApp,
  type TestApp,
} from './harness.ts';
import { ended, spawnQuadro } from './processes.ts';

// Issue 28, ADR 0044: `quadro import` of a folder and of NDJSON stores every good bill, lists
// each bad one with its file or line, pointer and reason, and a second run finds all unchanged.
const sample = (id: string): Bundle => {
  const found = bundles.find((bundle) => bundle.id === id);
  if (!found) throw new Error(`no sample ${id}`);
  return structuredClone(found);
};
const json = (value: unknown): string => JSON.stringify(value, null, 2);

/** A folder of bundles (one with its PDF, one broken, one nested) and an NDJSON of five lines. */
function inputs(): { folder: string; ndjson: string; root: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'quadro-import-'));
  const folder = path.join(root, 'cycle');
  mkdirSync(path.join(folder, 'beta', 'gennaio'), { recursive: true });
  writeFileSync(path.join(folder, 'alfa-2026-0001.json'), json(sample('alfa-2026-0001')));
  copyFileSync(
    path.join(fixturesDir, 'alfa-2026-0001.pdf'),
    path.join(folder, 'alfa-2026-0001.pdf'),
  );
  const broken = { ...sample('alfa-2026-0002'), document: 'not an object' };
  writeFileSync(path.join(folder, 'broken.json'), json(broken));
  writeFileSync(path.join(folder, 'notes.txt'), 'not a bundle, not read');
  writeFileSync(
    path.join(folder, 'beta', 'gennaio', 'beta-2026-0001.json'),
    json(sample('beta-2026-0001')),
  );
  const noSupplier: Record<string, unknown> = { ...sample('beta-2026-0003') };
  delete noSupplier['supplier'];
  const lines = [
    JSON.stringify(sample('alfa-2026-0003')),
    '{"id": "alfa-2026-0004", "supplier": ',
    JSON.stringify(noSupplier),
    '',
    JSON.stringify({ ...sample('beta-2026-0002'), id: 'alfa-2026-0003' }),
    JSON.stringify(sample('beta-2026-0004')),
  ];
  const ndjson = path.join(root, 'cycle.ndjson');
  writeFileSync(ndjson, `${lines.join('\n')}\n`);
  return { folder, ndjson, root };
}

describe.each(databaseKinds)('quadro import on %s', (kind) => {
  let t: TestApp;
  let files: ReturnType<typeof inputs>;
  beforeAll(async () => {
    t = await openTestApp(kind, { seed: false });
    files = inputs();
  });
  afterAll(async () => {
    await t.close();
    rmSync(files.root, { recursive: true, force: true });
  });

  const run = async (...args: string[]) => {
    const options = parseImportArgs(args);
    if (!options) throw new Error(`bad arguments ${args.join(' ')}`);
    const lines: string[] = [];
    const code = await importInputs(t.runtime, config, options, { out: (l) => lines.push(l) });
    return {
      code,
      lines,
      summary: lines.slice(lines.findIndex((l) => l.startsWith('quadro import:'))),
    };
  };
  const opens = async (id: string) =>
    (
      await t.app.inject({
        url: `/api/bollettainterattiva/document/${t.crypto(id)}`,
        headers: { host: hostOf(t.runtime, sample(id).supplier) },
      })
    ).statusCode;

  it('stores the good bills of a folder and an NDJSON, and lists each refusal', async () => {
    const { code, lines, summary } = await run(files.folder, files.ndjson, '--concurrency', '3');
    expect(code).toBe(3);
    const refusals = lines.filter((line) => line.startsWith('refused '));
    expect(refusals.sort()).toEqual(
      [
        `refused ${path.join(files.folder, 'broken.json')} at /document: must be object`,
        `refused ${files.ndjson}:2 at (the whole bundle): is not JSON: ${(() => {
          try {
            JSON.parse('{"id": "alfa-2026-0004", "supplier": ');
          } catch (error) {
            return (error as Error).message;
          }
          return '';
        })()}`,
        `refused ${files.ndjson}:3 at /supplier: must have required property 'supplier'`,
        `refused ${files.ndjson}:5 at /id: This id is not available: choose another.`,
      ].sort(),
    );
    expect(summary.slice(1)).toEqual([
      '  stored    4',
      '  unchanged 0',
      '  replaced  0',
      '  refused   4 (each listed above)',
    ]);
    for (const id of ['alfa-2026-0001', 'beta-2026-0001', 'alfa-2026-0003', 'beta-2026-0004'])
      expect(await opens(id)).toBe(200);
    const pdf = await t.runtime.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM document_versions WHERE document_id = 'alfa-2026-0001'`,
    );
    expect(pdf[0]?.n).toBe(1);
  });

  it('finds every bill unchanged when run again, and a corrected line replaced', async () => {
    const again = await run(files.folder, files.ndjson);
    expect(again.summary.slice(1, 4)).toEqual(['  stored    0', '  unchanged 4', '  replaced  0']);

    const corrected = { ...sample('beta-2026-0004') };
    corrected.document = { ...corrected.document, document_amount: '12,34' };
    const fixes = path.join(files.root, 'fixes.ndjson');
    writeFileSync(
      fixes,
      `${JSON.stringify(sample('alfa-2026-0003'))}\n${JSON.stringify(corrected)}`,
    );
    const fixed = await run(fixes);
    expect(fixed.code).toBe(0);
    expect(fixed.summary.slice(1)).toEqual([
      '  stored    0',
      '  unchanged 1',
      '  replaced  1',
      '  refused   0',
    ]);
  });

  it('stores the same bill twice in one file as two versions, in the file’s order', async () => {
    const first = sample('alfa-2026-0005');
    const second = { ...first, document: { ...first.document, holder_name: 'Seconda Versione' } };
    const twice = path.join(files.root, 'twice.ndjson');
    writeFileSync(twice, `${JSON.stringify(first)}\n${JSON.stringify(second)}\n`);
    const { code, summary } = await run(twice, '--concurrency', '2');
    expect(code).toBe(0);
    expect(summary.slice(1, 4)).toEqual(['  stored    1', '  unchanged 0', '  replaced  1']);
  });
});

describe('the quadro import command', () => {
  it('exits 3 when a bill was refused, 0 when none, with the summary on stdout', async () => {
    const files = inputs();
    try {
      const dataDir = path.join(files.root, 'db');
      const refused = await ended(
        spawnQuadro(['import', files.folder, '--no-progress'], { QUADRO_DATA_DIR: dataDir }),
      );
      expect(refused.code).toBe(3);
      expect(refused.output).toContain(
        `refused ${path.join(files.folder, 'broken.json')} at /document: must be object`,
      );
      expect(refused.output).toMatch(/stored +2\n/);
      const good = path.join(files.folder, 'beta', 'gennaio', 'beta-2026-0001.json');
      const rerun = await ended(spawnQuadro(['import', good], { QUADRO_DATA_DIR: dataDir }));
      expect(rerun.code).toBe(0);
      expect(rerun.output).toMatch(/beta-2026-0001 {2}http:\/\/\S+ {2}unchanged\n/);
      expect(rerun.output).toMatch(/unchanged +1\n/);
    } finally {
      rmSync(files.root, { recursive: true, force: true });
    }
  }, 180_000);
});
