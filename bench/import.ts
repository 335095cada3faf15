/**
 * `npm run bench -- import`: `quadro import` of 100,000 generated bills (`--quick`: 300;
 * `--bills=n`: n) from one NDJSON file, on PGlite and on a throwaway PostgreSQL, side by side:
 * bills per second and peak memory of the first load and of the re-run (every bill unchanged),
 * and the share of the first load spent drawing PDFs (ADR 0044). Each pass runs in its own
 * process (./importPass.ts), so that its peak memory is its own. Figures are reported, never
 * enforced: this is no test. A refused bill aborts the bench: the generated bills are all good.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, createWriteStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readBundle } from '../server/bundles.ts';
import { readConfig } from '../server/config.ts';
import { createDatabase, startPostgres } from '../tests/contract/postgres.ts';

const { fixturesDir } = readConfig({});
const bundles = readdirSync(fixturesDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => readBundle(path.join(fixturesDir, name)));

interface Pass {
  tally: Record<string, number>;
  seconds: number;
  startRss: number;
  peakRss: number;
  maxRss: number;
  pdfMs: number;
  pdfs: number;
}

/** Bill `n`: a sample of fixtures/ under a new id, its holder and amount varied. */
function generated(n: number): unknown {
  const base = bundles[n % bundles.length];
  if (!base) throw new Error('fixtures/ holds no bundle');
  const cents = 1000 + ((n * 7919) % 90_000);
  return {
    ...base,
    id: `bench-${n}`,
    document: {
      ...base.document,
      holder_name: `Cliente ${n}`,
      document_amount: `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`,
    },
  };
}

/** Writes `count` bills, one a line, minding the stream's back-pressure. */
async function writeNdjson(file: string, count: number): Promise<void> {
  const stream = createWriteStream(file);
  for (let n = 0; n < count; n++) {
    if (!stream.write(`${JSON.stringify(generated(n))}\n`)) await once(stream, 'drain');
  }
  stream.end();
  await once(stream, 'finish');
}

async function pass(file: string, env: Record<string, string>): Promise<Pass> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/importPass.ts', file], {
    cwd: new URL('..', import.meta.url).pathname,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`the import pass exited ${String(code)}: ${output}`);
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as Pass;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0).padStart(6);
const rate = (bills: number, p: Pass) => String(Math.round(bills / p.seconds)).padStart(8);

export async function benchImport(options: { quick: boolean; bills?: number }): Promise<void> {
  const count = options.bills ?? (options.quick ? 300 : 100_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'quadro-bench-import-'));
  const postgres = await startPostgres();
  try {
    const file = path.join(dir, 'bills.ndjson');
    await writeNdjson(file, count);
    // The one sample that names its PDF finds it beside the NDJSON, as an operator's would.
    copyFileSync(
      path.join(fixturesDir, 'alfa-2026-0001.pdf'),
      path.join(dir, 'alfa-2026-0001.pdf'),
    );
    const databases = {
      PGlite: { QUADRO_DATA_DIR: path.join(dir, 'pglite') },
      PostgreSQL: { DATABASE_URL: await createDatabase(postgres.url, 'bench_import') },
    };
    const lines = [
      `quadro bench: import of ${count.toLocaleString('en-US')} generated bills from one NDJSON file, 4 at a time, node ${process.version}`,
      '',
      `  ${''.padEnd(12)}${'first load'.padEnd(28)}re-run (all unchanged)`,
      `  ${''.padEnd(12)}${'bills/s'.padStart(8)}${'peak MB'.padStart(8)}${'PDF %'.padStart(8)}    ${'bills/s'.padStart(8)}${'peak MB'.padStart(8)}`,
    ];
    const notes: string[] = [];
    for (const [name, env] of Object.entries(databases)) {
      const first = await pass(file, env);
      const again = await pass(file, env);
      if (again.tally['unchanged'] !== count)
        throw new Error(`${name}: the re-run was not all unchanged`);
      const share = ((first.pdfMs / 1000 / first.seconds) * 100).toFixed(0).padStart(7);
      lines.push(
        `  ${name.padEnd(12)}${rate(count, first)}${mb(first.peakRss)}  ${share}%    ${rate(count, again)}${mb(again.peakRss)}`,
      );
      notes.push(
        `  ${name}: ${first.pdfs} PDFs drawn, ${(first.pdfMs / Math.max(1, first.pdfs)).toFixed(1)} ms each; RSS at start ${mb(first.startRss).trim()} MB, kernel high-water mark ${mb(first.maxRss).trim()} MB`,
      );
    }
    console.log([...lines, '', ...notes].join('\n'));
  } finally {
    await postgres.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
