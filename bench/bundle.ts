/**
 * `npm run bench -- bundle`: the bill route's JavaScript against its budget (DESIGN "Budgets"),
 * the figures of `npm run budget` (budget.ts: initial JavaScript and the page's render-blocking
 * JavaScript, which the budget counts, and what a browser needs to show the bill itself, from
 * Vite's manifest) beside what Chromium really fetched: the scripts it had downloaded when a
 * sample bill link, opened on the reference server, was interactive
 * (`[data-template][aria-busy="false"]`: a server-rendered bill is busy until it has hydrated,
 * ADR 0019; it was painted long before). Chunks that render asked for behind a skeleton
 * (charts) come later and are not counted.
 *
 * The build is `dist/` when it is newer than every source it is built from, and a fresh
 * `vite build` otherwise. `npm run budget` (`bundle --check`) measures `dist/` as it is, opens no
 * browser and fails when the initial or the render-blocking JavaScript is over its budget.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startSampleServer } from '../server/sampleServer.ts';
import {
  budgetKB,
  checkBudget,
  chunkTable,
  figureLine,
  type Chunk,
  type Manifest,
} from './budget.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');
const manifestFile = path.join(dist, '.vite', 'manifest.json');
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

const sum = (chunks: Chunk[]) => chunks.reduce((total, chunk) => total + chunk.gzip, 0);

/** The built page, whose blocking scripts are what its first paint waits for. */
function readPage(): string {
  return readFileSync(path.join(dist, 'index.html'), 'utf8');
}

function readManifest(): Manifest {
  if (!existsSync(manifestFile)) throw new Error(`no ${manifestFile}: run npm run build first`);
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
}

/**
 * `npm run budget`: the budget of `dist/` as built, from its manifest, no browser. Over budget,
 * the exit code is 1 and the chunk table says where the bytes are.
 */
export function budgetCheck(): void {
  const result = checkBudget(readManifest(), measureFile, readPage());
  console.log(
    [
      `quadro budget: bill route JavaScript of dist/, gzip level 9 (node:zlib) of each file, 1 KB = 1000 bytes`,
      '',
      result.report,
      '',
      result.ok
        ? `  within the ${budgetKB} KB budget (the last figure is shown, not checked)`
        : `  OVER the ${budgetKB} KB budget: initial JavaScript ${result.initialKB.toFixed(1)} KB (the chunks marked "initial" above), before the first paint ${(result.blockingKB ?? 0).toFixed(1)} KB (dist/index.html's blocking scripts)`,
    ].join('\n'),
  );
  if (!result.ok) process.exitCode = 1;
}

export async function benchBundle(): Promise<void> {
  const build = await ensureBuild();
  const manifest = readManifest();
  const budget = checkBudget(manifest, measureFile, readPage());

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

  const chunks = [...new Set([...budget.initial, ...budget.beforePaint, ...fetched])].map(
    measureFile,
  );
  const paintChunks = chunks.filter((c) => fetched.includes(c.file));
  console.log(
    [
      `quadro bench: bill route JavaScript, gzip level 9 (node:zlib) of each dist/ file, 1 KB = 1000 bytes`,
      `build: ${build}`,
      `interactive: Chromium (${phone.viewport.width}×${phone.viewport.height}, phone) opening ${bill.id} on the reference server, until [data-template][aria-busy="false"]`,
      '',
      ...chunkTable(chunks, [
        { title: 'initial', files: budget.initial },
        { title: 'manifest', files: budget.beforePaint },
        { title: 'fetched', files: fetched },
      ]),
      '',
      ...budget.figures,
      figureLine(
        'fetched until the bill is interactive (Chromium)',
        sum(paintChunks) / 1000,
        paintChunks.length,
      ),
    ].join('\n'),
  );
}
