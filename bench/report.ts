import type { EngineEvent } from '../src/engine/index.ts';
import type { Summary } from './stats.ts';

export interface BenchResult {
  goals: { ratio: number; resolve200: number };
  mode: string;
  device: string;
  page: { widgets: number; shown: number };
  html: { engine: string; hand: string };
  /** What the engine reported while resolving and rendering; a sound fixture reports nothing. */
  events: EngineEvent[];
  engine: Summary;
  hand: Summary;
  engineRender: Summary;
  resolve: Summary;
  generated: { shown: number; cold: number; warm: Summary };
}

const ms = (n: number) => n.toFixed(3).padStart(8);
const row = (label: string, s: Summary) =>
  `  ${label.padEnd(34)}${ms(s.median)}${ms(s.p95)}${String(s.samples).padStart(9)}`;
const verdict = (ok: boolean) => (ok ? 'pass' : 'OVER');

/** Where two HTML strings first differ, with a little context on each side. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  const at = (s: string) => JSON.stringify(s.slice(Math.max(0, i - 60), i + 60));
  return `first difference at character ${i}:\n    engine: ${at(a)}\n    hand:   ${at(b)}`;
}

/** Prints the figures side by side. Goals are reported, never enforced: this is no test. */
export function report(r: BenchResult): void {
  const equal = r.html.engine === r.html.hand;
  const ratio = r.engine.median / r.hand.median;
  const renderRatio = r.engineRender.median / r.hand.median;
  const lines = [
    `quadro bench: react-dom/server renderToStaticMarkup, NODE_ENV=${r.mode}, node ${process.version}`,
    '',
    `bill page (bench/fixtures/bill-page.json, ${r.device}): ${r.page.widgets} widgets in the template, ${r.page.shown} after resolve`,
    `  same HTML from engine and hand-written tree: ${equal ? 'yes' : 'NO'} (${r.html.engine.length} characters)`,
    ...(equal ? [] : [`  ${firstDifference(r.html.engine, r.html.hand)}`]),
    '',
    `  ${'per iteration, ms'.padEnd(34)}${'median'.padStart(8)}${'p95'.padStart(8)}${'samples'.padStart(9)}`,
    row('engine: resolve + render', r.engine),
    row('hand-written tree: render', r.hand),
    row('  engine, resolve only', r.resolve),
    row('  engine, render only (resolved)', r.engineRender),
    '',
    `  ratio engine / hand (medians)      ${ratio.toFixed(3)}   goal ≤ ${r.goals.ratio.toFixed(2)}   ${verdict(ratio <= r.goals.ratio)}`,
    `  render only / hand                 ${renderRatio.toFixed(3)}`,
    '',
    `200-widget template (generated, ${r.generated.shown} shown after resolve), resolve only:`,
    row('  warm (expressions compiled)', r.generated.warm),
    `  ${'first resolve (compiles)'.padEnd(34)}${ms(r.generated.cold)}`,
    `  median ${r.generated.warm.median.toFixed(3)} ms   goal ≤ ${r.goals.resolve200} ms   ${verdict(r.generated.warm.median <= r.goals.resolve200)}`,
  ];
  if (r.events.length > 0) {
    // Each event hid a node in some iteration, so those iterations timed a smaller page.
    const distinct = [...new Set(r.events.map((e) => `${e.template}${e.path}: ${e.message}`))];
    lines.push('', `engine events: ${r.events.length} (a sound run has none), e.g.:`);
    lines.push(...distinct.slice(0, 3).map((e) => `  ${e}`));
  }
  console.log(lines.join('\n'));
}
