/**
 * `npm run bench -- lighthouse`: Lighthouse's performance and accessibility scores of every bill
 * template (DESIGN "Budgets": mobile performance ≥ 95, accessibility 100).
 *
 * The reference server runs in this process with the sample bills (server/sampleServer.ts),
 * serving `dist/` (the bundle part builds it when stale; this part reads what is there). Each
 * template the server serves (the shared `templates/`, ADR 0035), the engine's demos aside, is
 * opened with a sample bill of its supplier and `&template=<name>`,
 * which the sample hosts allow (`templatePreview`, src/app/selectTemplate.ts), under
 * Lighthouse's default mobile preset: a phone's screen, simulated slow 4G and a 4× slower CPU.
 * Debian's Chromium runs it, started here with a DevTools port, headless and without sandbox.
 * Scores vary by a point or two between runs. Goals are reported, never enforced.
 *
 * `--throttling=devtools` has Chromium slow the network and the CPU for real, by the same
 * preset's figures, instead of Lighthouse estimating a slow phone from an unthrottled load (its
 * default, "simulate"). On a slow machine the estimate counts every script that arrived before
 * the observed first paint (decision 615); the applied throttling shows what a phone would see.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import { startSampleServer, type SampleBill } from '../server/sampleServer.ts';

const goals = { performance: 95, accessibility: 100 };
const chromiumPath = '/usr/bin/chromium';
const root = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(root, 'dist');

interface Chromium {
  child: ChildProcessByStdio<null, null, Readable>;
  port: number;
  version: string;
}

/** Starts Chromium with a DevTools port and waits for the line that names it. */
async function startChromium(profile: string): Promise<Chromium> {
  const child = spawn(
    chromiumPath,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`Chromium gave no DevTools port within 30 s\n${stderr}`));
    }, 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (code ${code ?? '?'})\n${stderr}`));
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
      if (match?.[1] === undefined) return;
      clearTimeout(timer);
      resolve(Number(match[1]));
    });
  });
  const answer = await fetch(`http://127.0.0.1:${port}/json/version`);
  const { Browser: version } = (await answer.json()) as { Browser: string };
  return { child, port, version };
}

async function stopChromium(chromium: Chromium): Promise<void> {
  if (chromium.child.exitCode !== null || chromium.child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => {
    chromium.child.once('exit', () => {
      resolve();
    });
  });
  chromium.child.kill('SIGTERM');
  await exited;
}

/**
 * The bill templates the server serves (the shared `templates/`, ADR 0035), the engine's demos
 * and the customer area's pages aside (those need a login, and opened with a bill link they
 * show only their headings: ADR 0032).
 */
function builtTemplates(): string[] {
  return readdirSync(path.join(root, 'templates'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .filter((name) => !name.startsWith('demo') && !name.startsWith('area-'))
    .sort();
}

interface Score {
  template: string;
  bill: string;
  performance: number;
  accessibility: number;
  metrics: { fcp: number; lcp: number; tbt: number; cls: number };
  /** Why a score is under its goal: the audits Lighthouse blames, worst first. */
  blamed: string[];
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function score(result: Result, category: string): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

/**
 * What Lighthouse blames for a category's score: the failing audits it estimates savings for
 * (its opportunities and diagnostics), largest first, then the failing scored audits (the
 * metrics themselves for performance, the rules for accessibility).
 */
function blamed(result: Result, category: string): string[] {
  const failing = (result.categories[category]?.auditRefs ?? [])
    .map((ref) => ({ ref, audit: result.audits[ref.id] }))
    .filter(
      ({ audit }) => audit?.score !== null && audit?.score !== undefined && audit.score < 0.9,
    );
  const saving = (id: string) =>
    Object.values(result.audits[id]?.metricSavings ?? {}).reduce<number>(
      (sum, ms) => sum + (typeof ms === 'number' && ms > 1 ? ms : 0),
      0,
    );
  const describe = (id: string) => {
    const audit = result.audits[id];
    const value = audit?.displayValue ? ` (${audit.displayValue})` : '';
    const savings = Object.entries(audit?.metricSavings ?? {})
      .filter(([metric, ms]) => typeof ms === 'number' && ms > (metric === 'CLS' ? 0 : 1))
      .map(([metric, ms]) =>
        metric === 'CLS' ? `CLS −${(ms ?? 0).toFixed(3)}` : `${metric} −${Math.round(ms ?? 0)} ms`,
      )
      .join(', ');
    return `${audit?.title ?? id}${value}${savings ? `: ${savings}` : ''}`;
  };
  const withSavings = failing
    .filter(({ ref }) => saving(ref.id) > 0)
    .sort((a, b) => saving(b.ref.id) - saving(a.ref.id))
    .slice(0, 5);
  const scored = failing.filter(({ ref }) => ref.weight > 0 && saving(ref.id) === 0);
  return [...withSavings, ...scored].map(({ ref }) => `${category}: ${describe(ref.id)}`);
}

function metric(result: Result, id: string): number {
  return result.audits[id]?.numericValue ?? Number.NaN;
}

type Throttling = 'simulate' | 'devtools';

async function audit(
  port: number,
  template: string,
  bill: SampleBill,
  reports: string,
  throttling: Throttling,
): Promise<Score> {
  const url = `${bill.link}&template=${encodeURIComponent(template)}`;
  const run = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    throttlingMethod: throttling,
  });
  if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
  const result = run.lhr;
  writeFileSync(path.join(reports, `${template}.json`), JSON.stringify(result));
  if (result.runtimeError) {
    throw new RecordingError(`Lighthouse: ${result.runtimeError.message} (${url})`);
  }
  const performance = score(result, 'performance');
  const accessibility = score(result, 'accessibility');
  return {
    template,
    bill: bill.id,
    performance,
    accessibility,
    metrics: {
      fcp: metric(result, 'first-contentful-paint'),
      lcp: metric(result, 'largest-contentful-paint'),
      tbt: metric(result, 'total-blocking-time'),
      cls: metric(result, 'cumulative-layout-shift'),
    },
    blamed: [
      ...(performance < goals.performance ? blamed(result, 'performance') : []),
      ...(accessibility < goals.accessibility ? blamed(result, 'accessibility') : []),
    ],
  };
}

const verdict = (ok: boolean) => (ok ? 'pass' : 'UNDER');

/**
 * `--template=<name>` (repeatable) measures only those templates; `--throttling=devtools`
 * throttles for real instead of simulating.
 */
export async function benchLighthouse(): Promise<void> {
  const chosen = process.argv.flatMap((arg) => /^--template=(.+)$/.exec(arg)?.[1] ?? []);
  const throttling: Throttling = process.argv.includes('--throttling=devtools')
    ? 'devtools'
    : 'simulate';
  const templates = builtTemplates().filter((t) => chosen.length === 0 || chosen.includes(t));
  // Every report in full, for a look at what a score is made of (Lighthouse's viewer opens them).
  const reports = path.join(tmpdir(), 'quadro-lighthouse-reports');
  mkdirSync(reports, { recursive: true });
  const server = await startSampleServer(dist);
  let version = '';
  try {
    const billOf = (template: string): SampleBill => {
      const supplier = template.includes('beta') ? 'beta' : 'alfa';
      const bill = server.bills.find((b) => b.id.startsWith(supplier)) ?? server.bills[0];
      if (!bill) throw new Error('no sample bills in fixtures/');
      return bill;
    };
    const scores: Score[] = [];
    for (const template of templates) {
      const measured = await withChromium(async (chromium) => {
        version = chromium.version;
        return audit(chromium.port, template, billOf(template), reports, throttling);
      });
      scores.push(measured);
    }
    const passing = scores.filter(
      (s) => s.performance >= goals.performance && s.accessibility >= goals.accessibility,
    ).length;
    const ms = (n: number) => Math.round(n).toString().padStart(7);
    console.log(
      [
        `quadro bench: Lighthouse ${lighthouseVersion()}, mobile preset (${throttling === 'devtools' ? 'slow 4G and 4× CPU applied by Chromium' : 'simulated slow 4G, 4× CPU'}), ${version}, headless`,
        `each template opened with a sample bill of its supplier and &template=<name>, on the reference server`,
        `full reports: ${reports}/<template>.json`,
        '',
        `  ${'template'.padEnd(18)}${'bill'.padEnd(16)}${'perf'.padStart(6)}${'a11y'.padStart(6)}${'FCP ms'.padStart(8)}${'LCP ms'.padStart(8)}${'TBT ms'.padStart(8)}${'CLS'.padStart(7)}`,
        ...scores.map(
          (s) =>
            `  ${s.template.padEnd(18)}${s.bill.padEnd(16)}${String(s.performance).padStart(6)}${String(s.accessibility).padStart(6)}` +
            `${ms(s.metrics.fcp)} ${ms(s.metrics.lcp)} ${ms(s.metrics.tbt)}${s.metrics.cls.toFixed(3).padStart(7)}`,
        ),
        '',
        `  performance ≥ ${goals.performance}: ${verdict(scores.every((s) => s.performance >= goals.performance))}   accessibility = ${goals.accessibility}: ${verdict(scores.every((s) => s.accessibility >= goals.accessibility))}   (${passing} of ${scores.length} templates meet both)`,
        ...scores
          .filter((s) => s.blamed.length > 0)
          .flatMap((s) => [
            ``,
            `  ${s.template}: what Lighthouse blames`,
            ...s.blamed.map((b) => `    ${b}`),
          ]),
      ].join('\n'),
    );
  } finally {
    await server.close();
  }
}

/**
 * Runs `task` against a fresh Chromium, so no template inherits another's cache; tries again,
 * up to twice, when Lighthouse could not record the load (headless Chromium now and then
 * loses a trace: NO_NAVSTART, NO_FCP).
 */
async function withChromium<T>(task: (chromium: Chromium) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const profile = mkdtempSync(path.join(tmpdir(), 'quadro-lighthouse-'));
    const chromium = await startChromium(profile);
    try {
      return await task(chromium);
    } catch (error) {
      if (!(error instanceof RecordingError) || attempt >= attempts) throw error;
    } finally {
      await stopChromium(chromium);
      await removeProfile(profile);
    }
  }
}

/**
 * Chromium's helper processes (the crash handler, the zygote) may still write to the profile
 * for a moment after the browser exits: removing it at once failed once with ENOTEMPTY on its
 * `Default` folder, at the end of a template, and the whole run printed no score (issue 15).
 * Node's `rm` retries exactly such errors with a growing pause; a profile still left behind in
 * the temporary folder is reported, never a reason to lose the scores measured.
 */
async function removeProfile(profile: string): Promise<void> {
  try {
    await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch (error) {
    console.warn(`quadro bench: left the Chromium profile ${profile} behind (${String(error)})`);
  }
}

/** Lighthouse ran but could not measure the page (its `runtimeError`). */
class RecordingError extends Error {}

function lighthouseVersion(): string {
  const file = path.join(root, 'node_modules', 'lighthouse', 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}
