/**
 * The bill route's JavaScript budget (DESIGN "Budgets", decision 172), computed from Vite's
 * manifest alone, so the same build always gives the same figures: `npm run budget` fails with
 * the chunk table when the initial JavaScript is over, and `npm run bench -- bundle` prints the
 * same table beside what Chromium fetched (bundle.ts).
 *
 * - **initial JavaScript**, the budget: the entry chunk and the bill route's chunk
 *   (`src/app/BillPage.tsx`) with every chunk they import statically (`imports`,
 *   transitively; `dynamicImports` are lazy and left out): what must arrive and run before the
 *   route shows its skeleton and sends its first call.
 * - **JavaScript before the first paint**, the budget too: the scripts of `dist/index.html` that
 *   hold back its first paint (classic `<script>`s without `async`/`defer`, by file or inline
 *   text; module scripts are deferred). A bill link's page carries its first view rendered on
 *   the server (ADR 0019), so this is what a customer waits for before seeing the bill; that
 *   the HTML does show the bill is proven in Chromium with JavaScript off
 *   (tests/e2e/firstPaint.e2e.test.ts).
 * - **needed to show the bill in the browser** (a client-rendered route, or hydration of a
 *   server-rendered one), printed, not asserted: the initial JavaScript, the engine's view (`src/app/EngineView.tsx`) and what it imports
 *   statically, the validators of the first view's answers (`virtual:quadro/validators/bill`,
 *   decision 173) and the largest template chunk with its imports.
 *
 * Sizes are each file gzipped alone at level 9 (node:zlib), 1 KB = 1000 bytes, as Vite prints.
 */
import { gzipSync } from 'node:zlib';

// Lowered as it is reached (issue 31): the route's initial JavaScript was 128.0 KB when this was
// set, with a kilobyte above it for what a dependency's patch release adds.
export const budgetKB = 129;
export const billRoute = 'src/app/BillPage.tsx';
const engineView = 'src/app/EngineView.tsx';
const firstViewValidators = 'virtual:quadro/validators/bill';
const templatePrefix = 'virtual:quadro/template/';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Chunk {
  file: string;
  raw: number;
  gzip: number;
}

/** The manifest keys `keys` load statically: themselves and their `imports`, transitively. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...seen];
}

const filesOf = (manifest: Manifest, keys: readonly string[]) =>
  keys.map((key) => manifest[key]?.file ?? key);

/** The files of the bill route's initial JavaScript: entry + BillPage, static imports. */
export function initialFiles(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry === true);
  if (entry === undefined) throw new Error('the manifest has no entry chunk');
  return filesOf(manifest, staticClosure(manifest, [entry, billRoute]));
}

/**
 * The files needed before a client-rendered bill paints, and which template was the largest.
 * A part the build does not have (no engine view chunk) is left out, not guessed.
 */
export function beforePaintFiles(
  manifest: Manifest,
  sizeOf: (file: string) => Chunk,
): { files: string[]; template: string | undefined } {
  const initial = initialFiles(manifest);
  const present = [engineView, firstViewValidators].filter((key) => key in manifest);
  const base = new Set([...initial, ...filesOf(manifest, staticClosure(manifest, present))]);
  const added = (key: string) =>
    filesOf(manifest, staticClosure(manifest, [key])).filter((file) => !base.has(file));
  const weight = (key: string) => added(key).reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  const templates = Object.keys(manifest).filter((key) => key.startsWith(templatePrefix));
  const largest = templates.reduce<string | undefined>(
    (best, key) => (best === undefined || weight(key) > weight(best) ? key : best),
    undefined,
  );
  const files = largest === undefined ? [...base] : [...base, ...added(largest)];
  return { files, template: largest?.slice(templatePrefix.length) };
}

/**
 * The scripts of a page that hold back its first paint: classic scripts (no `type`, or a
 * JavaScript one) without `async` or `defer`. Files by their path under `dist/`; inline ones
 * by their text. Data blocks (`application/json`) and module scripts (deferred) are not.
 */
export function renderBlockingScripts(html: string): { files: string[]; inline: string[] } {
  const files: string[] = [];
  const inline: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
  )) {
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    const classic = type === undefined || /^(?:text|application)\/(?:java|ecma)script$/.test(type);
    if (!classic || /\b(?:async|defer)\b/i.test(attributes)) continue;
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (src === undefined) inline.push(text);
    else files.push(src.replace(/^\//, ''));
  }
  return { files, inline };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const total = (chunks: readonly Chunk[]) => chunks.reduce((sum, c) => sum + c.gzip, 0) / 1000;

/** One line of a figure against the budget: its KB, the goal, the ratio and the verdict. */
export function figureLine(label: string, kbs: number, count: number): string {
  const verdict = kbs <= budgetKB ? 'pass' : 'OVER';
  return (
    `  ${label.padEnd(52)}${kbs.toFixed(1).padStart(7)} KB   goal ≤ ${budgetKB} KB   ` +
    `ratio ${(kbs / budgetKB).toFixed(3)}   ${verdict}   (${count} chunks)`
  );
}

/** The chunk table: one row per file, largest first, with a mark per column it counts in. */
export function chunkTable(
  chunks: readonly Chunk[],
  columns: readonly { title: string; files: readonly string[] }[],
): string[] {
  const sorted = [...chunks].sort((a, b) => b.gzip - a.gzip);
  const mark = (yes: boolean) => (yes ? 'yes' : '-').padStart(9);
  const head =
    `  ${'chunk'.padEnd(40)}${'raw KB'.padStart(9)}${'gzip KB'.padStart(9)}` +
    columns.map((column) => column.title.padStart(9)).join('');
  const row = (c: Chunk) =>
    `  ${c.file.replace(/^assets\//, '').padEnd(40)}${kb(c.raw).padStart(9)}${kb(c.gzip).padStart(9)}` +
    columns.map((column) => mark(column.files.includes(c.file))).join('');
  return [head, ...sorted.map(row)];
}

export interface BudgetResult {
  ok: boolean;
  initialKB: number;
  beforePaintKB: number;
  /** The files of each figure, for a table with more columns (bundle.ts). */
  initial: string[];
  beforePaint: string[];
  /** The render-blocking JavaScript of dist/index.html (gzip KB), when the page was given. */
  blockingKB: number | undefined;
  /** The figures' lines, under the table. */
  figures: string[];
  /** The chunk table and the figures. */
  report: string;
}

/**
 * The budget of a build: the initial JavaScript and, given the built page, the JavaScript
 * before its first paint, each against `budgetKB`, with the chunk table, and the closure a
 * browser needs to show the bill itself beside them (printed, not asserted).
 */
export function checkBudget(
  manifest: Manifest,
  sizeOf: (file: string) => Chunk,
  page?: string,
): BudgetResult {
  const initial = initialFiles(manifest);
  const paint = beforePaintFiles(manifest, sizeOf);
  const files = [...new Set([...initial, ...paint.files])];
  const chunks = files.map(sizeOf);
  const initialKB = total(chunks.filter((c) => initial.includes(c.file)));
  const beforePaintKB = total(chunks.filter((c) => paint.files.includes(c.file)));
  const figures = [
    figureLine('initial JavaScript (entry + BillPage, static imports)', initialKB, initial.length),
    figureLine(
      `needed to show the bill in the browser (${paint.template ?? 'template served as JSON'})`,
      beforePaintKB,
      paint.files.length,
    ),
  ];
  const blocking = page === undefined ? undefined : renderBlockingScripts(page);
  const blockingKB =
    blocking &&
    total(blocking.files.map(sizeOf)) +
      blocking.inline.reduce((sum, text) => sum + gzipSync(text, { level: 9 }).length, 0) / 1000;
  if (blocking && blockingKB !== undefined) {
    const count = blocking.files.length + blocking.inline.length;
    figures.unshift(
      figureLine('JavaScript before the first paint (index.html)', blockingKB, count),
    );
  }
  const table = chunkTable(chunks, [
    { title: 'initial', files: initial },
    { title: 'to show', files: paint.files },
  ]);
  return {
    ok: initialKB <= budgetKB && (blockingKB ?? 0) <= budgetKB,
    initialKB,
    blockingKB,
    beforePaintKB,
    initial,
    beforePaint: paint.files,
    figures,
    report: [...table, '', ...figures].join('\n'),
  };
}
