/**
 * `npm run bench -- bundle`: the bill route's JavaScript against its budget (DESIGN "Budgets":
 * initial JavaScript ≤ 150 KB gzip). Two figures, kept apart because they answer different
 * questions:
 *
 * - **initial JavaScript**, the budget's figure: the entry chunk and the bill route's chunk
 *   (`src/app/BillPage.tsx`), and every chunk they import statically, read from Vite's manifest
 *   (`imports`, transitively; `dynamicImports` are lazy and left out). It is what the browser
 *   must download and run before the route can show its skeleton and ask the API for the bill.
 * - **before the first bill paint**: the scripts Chromium had downloaded when a sample bill
 *   link, opened on the reference server, first showed the bill
 *   (`[data-template][aria-busy="false"]` entered the page): the initial JavaScript, plus the
 *   lazy chunks the first paint needs (the engine, the template, its widgets). Some of them
 *   download while the API calls are in flight; all of them are on the way to the first bill
 *   paint. Chunks that render asked for behind a skeleton (charts) come later and are not
 *   counted.
 *
 * Sizes are those of the files in `dist/`, each gzipped alone with node:zlib at level 9 (what a
 * server's gzip at best compression sends); 1 KB = 1000 bytes, as Vite prints them. The build
 * is `dist/` when it is newer than every source it is built from, and a fresh `vite build`
 * otherwise. Goals are reported, never enforced: this is no test.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startSampleServer } from '../server/sampleServer.ts';

const goalKB = 150;
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
const routeSource = 'src/app/BillPage.tsx';
/** What the build reads: a change to any of them makes `dist/` stale. */
const buildInputs = [
  'src',
  'widgets',
  'templates',
  'schemas',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
];
/** The first paint is measured on a phone, the customers' usual device (spec §2). */
const phone = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/126.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
};

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Chunk {
  file: string;
  raw: number;
  gzip: number;
}

function newestInput(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce(
    (newest, name) => Math.max(newest, newestInput(path.join(file, name))),
    stat.mtimeMs,
  );
}

/** Builds unless `dist/` has a manifest newer than every input; says which it did. */
async function ensureBuild(): Promise<string> {
  const built = existsSync(manifestFile) ? statSync(manifestFile).mtimeMs : 0;
  const newest = Math.max(...buildInputs.map((input) => newestInput(path.join(root, input))));
  if (built > newest) return `dist/ of ${new Date(built).toISOString()} (current)`;
  const { build } = await import('vite');
  await build({ root, logLevel: 'error', mode: 'production' });
  return built === 0 ? 'dist/ built now (there was none)' : 'dist/ rebuilt now (it was stale)';
}

/** The chunks `keys` load statically: themselves and their `imports`, transitively. */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key]?.file ?? key);
}

function measureFile(file: string): Chunk {
  const bytes = readFileSync(path.join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** In the page: the scripts fully downloaded when the bill first shows, as resource timing has them. */
const watchFirstPaint = () => {
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-template][aria-busy="false"]')) return;
    observer.disconnect();
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry instanceof PerformanceResourceTiming && entry.responseEnd > 0)
      .map((entry) => new URL(entry.name).pathname);
    Object.assign(window, { __quadroFirstPaintScripts: scripts });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
};

/**
 * The scripts of `dist/assets/` that Chromium, as a phone, had downloaded when the bill first
 * showed (`[data-template][aria-busy="false"]` entered the page): a chunk asked for by that
 * same render (a chart behind its skeleton) is not counted.
 */
async function scriptsBeforePaint(link: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-quic'],
  });
  try {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.addInitScript(watchFirstPaint);
    await page.goto(link);
    const handle = await page.waitForFunction(
      () => (window as { __quadroFirstPaintScripts?: string[] }).__quadroFirstPaintScripts,
      undefined,
      { timeout: 30_000 },
    );
    const paths = (await handle.jsonValue()) ?? [];
    return [...new Set(paths)]
      .filter((pathname) => pathname.startsWith('/assets/') && pathname.endsWith('.js'))
      .map((pathname) => pathname.slice(1));
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const verdict = (ok: boolean) => (ok ? 'pass' : 'OVER');
const sum = (chunks: Chunk[], pick: (c: Chunk) => number) =>
  chunks.reduce((total, chunk) => total + pick(chunk), 0);

export async function benchBundle(): Promise<void> {
  const build = await ensureBuild();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  if (entry === undefined) throw new Error(`no entry chunk in ${manifestFile}`);
  const initial = staticClosure(manifest, [entry, routeSource]);

  const server = await startSampleServer(dist);
  let bill;
  let fetched: string[];
  try {
    bill = server.bills[0];
    if (!bill) throw new Error('no sample bills in fixtures/');
    fetched = await scriptsBeforePaint(bill.link);
  } finally {
    await server.close();
  }

  const files = [...new Set([...initial, ...fetched])];
  const chunks = files.map(measureFile).sort((a, b) => b.gzip - a.gzip);
  const initialChunks = chunks.filter((c) => initial.includes(c.file));
  const paintChunks = chunks.filter((c) => fetched.includes(c.file));
  const initialKB = sum(initialChunks, (c) => c.gzip) / 1000;
  const paintKB = sum(paintChunks, (c) => c.gzip) / 1000;
  const mark = (yes: boolean) => (yes ? 'yes' : '-').padStart(9);
  const row = (c: Chunk) =>
    `  ${c.file.replace(/^assets\//, '').padEnd(40)}${kb(c.raw).padStart(9)}${kb(c.gzip).padStart(9)}` +
    `${mark(initial.includes(c.file))}${mark(fetched.includes(c.file))}`;
  const total = (label: string, kbs: number, count: number) =>
    `  ${label.padEnd(52)}${kbs.toFixed(1).padStart(7)} KB   goal ≤ ${goalKB} KB   ratio ${(kbs / goalKB).toFixed(3)}   ${verdict(kbs <= goalKB)}   (${count} chunks)`;
  console.log(
    [
      `quadro bench: bill route JavaScript, gzip level 9 (node:zlib) of each dist/ file, 1 KB = 1000 bytes`,
      `build: ${build}`,
      `first paint: Chromium (${phone.viewport.width}×${phone.viewport.height}, phone) opening ${bill.id} on the reference server, until [data-template][aria-busy="false"]`,
      '',
      `  ${'chunk'.padEnd(40)}${'raw KB'.padStart(9)}${'gzip KB'.padStart(9)}${'initial'.padStart(9)}${'to paint'.padStart(9)}`,
      ...chunks.map(row),
      '',
      total(
        'initial JavaScript (entry + BillPage, static imports)',
        initialKB,
        initialChunks.length,
      ),
      total('fetched before the first bill paint (Chromium)', paintKB, paintChunks.length),
    ].join('\n'),
  );
}
