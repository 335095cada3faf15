import { readFileSync } from 'node:fs';
import {
  ExpressionCache,
  formatProblem,
  loadTemplate,
  memorySource,
  resolve,
  type ResolveContext,
  type ResolvedNode,
  type Template,
} from '../src/engine/index.ts';
import { catalogue } from '../widgets/catalogue.gen.ts';
import { propsSchemas } from '../src/engine/catalogue.ts';
import sample from './fixtures/bill-document.json' with { type: 'json' };
import { generatedTemplate } from './generated.ts';
import type { HandBill } from './hand/bill.ts';
import { createHarness } from './harness.tsx';
import { report } from './report.ts';
import { interleave, summarise } from './stats.ts';

/** The props schemas of every widget folder, all that loading a template needs. */
const widgetSchemas = propsSchemas(catalogue);

const goals = { ratio: 1.1, resolve200: 20 };
/** `--quick`: a few rounds, to check the fixtures and the HTML, not to read the figures. */
const rounds = process.argv.includes('--quick') ? 50 : 2000;
const bench = new URL('.', import.meta.url);

async function load(name: string, text: string): Promise<Template> {
  const result = await loadTemplate(name, memorySource({ [`${name}.json`]: text }), widgetSchemas);
  if (!result.template) throw new Error(result.problems.map(formatProblem).join('\n'));
  return result.template;
}

/** Widgets in a resolved tree, every tab's and dialog's included. */
function countWidgets(node: ResolvedNode | null): number {
  if (!node) return 0;
  if (node.kind === 'widget') return 1;
  const children =
    node.kind === 'columns'
      ? node.columns.flatMap((c) => c.children)
      : node.kind === 'tabs'
        ? node.tabs.flatMap((t) => t.children)
        : node.children;
  return children.reduce((n, child) => n + countWidgets(child), 0);
}

const pageText = readFileSync(new URL('fixtures/bill-page.json', bench), 'utf8');
const page = await load('bill-page', pageText);
const device = 'desktop';
const context: ResolveContext = { ...sample, device, locale: 'it' };
const bill: HandBill = { ...sample, device };
const harness = createHarness(bill);
const cache = new ExpressionCache();
const options = { cache, onEvent: harness.onEvent };

// Equality first: timing two pages that differ would measure nothing.
const resolved = await resolve(page, context, options);
const engineHtml = harness.renderEngine(resolved);
const handHtml = harness.renderHand();
if (process.argv.includes('--html')) console.log(`${engineHtml}\n`); // to look at the page

const tasks = {
  engine: async () => harness.renderEngine(await resolve(page, context, options)),
  hand: () => harness.renderHand(),
  engineRender: () => harness.renderEngine(resolved),
  resolve: () => resolve(page, context, options),
};
await interleave(tasks, rounds / 10); // warm-up: JIT, caches, styled-components' style rules
const times = await interleave(tasks, rounds);

const generated = await load('generated', JSON.stringify(generatedTemplate(200)));
const coldStart = performance.now();
const generatedTree = await resolve(generated, context, options);
const cold = performance.now() - coldStart;
const resolveGenerated = () => resolve(generated, context, options);
await interleave({ resolveGenerated }, rounds / 20);
const generatedTimes = await interleave({ resolveGenerated }, rounds / 4);

report({
  goals,
  mode: process.env.NODE_ENV ?? '',
  device,
  page: { widgets: (pageText.match(/"widget"/g) ?? []).length, shown: countWidgets(resolved) },
  html: { engine: engineHtml, hand: handHtml },
  events: harness.events,
  engine: summarise(times.engine ?? []),
  hand: summarise(times.hand ?? []),
  engineRender: summarise(times.engineRender ?? []),
  resolve: summarise(times.resolve ?? []),
  generated: {
    shown: countWidgets(generatedTree),
    cold,
    warm: summarise(generatedTimes.resolveGenerated ?? []),
  },
});
