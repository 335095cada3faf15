/**
 * DESIGN "Tests": bad input never crashes the page. Generated templates (well-shaped and junk)
 * go through load → resolve → render; generated documents go through resolve → render of fixed
 * templates. Nothing may throw: problems are collected, bad expressions hide their node, bad
 * data renders as nothing.
 */
import fc from 'fast-check';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fileSource } from '../../src/engine/load/fsSource.ts';
import {
  ExpressionCache,
  formatProblem,
  loadTemplate,
  memorySource,
  resolve,
  type ResolveContext,
  type ResolvedNode,
  type Template,
} from '../../src/engine/index.ts';
import { EngineProvider, Renderer, defineWidget } from '../../src/engine/render/index.ts';
import { describeErrors, validateLayout } from '../../src/engine/validate/ajv.ts';
import { createI18n } from '../../src/i18n/index.ts';
import { BillProvider } from '../../src/state/bill.ts';
import { testBill } from '../../src/state/testing.ts';
import { registry } from '../../widgets/registry.gen.ts';
import { catalogue } from '../../widgets/catalogue.gen.ts';
import { propsSchemas } from '../../src/engine/catalogue.ts';

/** The props schemas of every widget folder, all that loading a template needs. */
const widgetSchemas = propsSchemas(catalogue);
import { asBill } from '../fixtures.ts';

const runs = 1000;
// A bound on a hang, not on speed: 1000 renders took over 120 s on a machine at load 7, where a
// slow CI machine can be too.
const timeout = 600_000;

// ---------------------------------------------------------------------------------------------
// The registry under test: the product's widgets, one that always throws, and one that templates
// may name (its schema is known) but the registry lacks, so it renders the placeholder.

function Boom(): never {
  throw new Error('this widget always fails');
}
const strict = { type: 'object', additionalProperties: false };
const fuzzRegistry = {
  ...registry,
  Boom: defineWidget<object>({ component: Boom }),
};
const fuzzSchemas = { ...widgetSchemas, Boom: strict, Ghost: strict };

// ---------------------------------------------------------------------------------------------
// Template arbitraries.

const expression = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'true',
      'false',
      "$flag('flag_a')",
      '$isOn(doc.flag_b)',
      '$isMobile()',
      '$isGas()',
      '$isDirectDebit()',
      '$hasItems(doc.list)',
      '$number(doc.count) > 2',
      "doc.tipo_bolletta = 'GAS' or $flag('a.b.c')",
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'doc.missing',
      '1',
      '"text"',
      'doc',
      'null',
      '[1, 2]',
      '$error("boom")',
      '$nope()',
      '$sum([1..10000000]) > 0',
      '$string(doc) = "x"',
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom('(', 'doc.a =', ')', '$flag(', '"open', '') },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** Usually absent, sometimes one of a few values (so that duplicates happen, but rarely). */
const rarely = <T>(values: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 6, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: values });

const nodeId = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom('main', 'summary', 'pay') },
  { weight: 1, arbitrary: fc.constant('Bad Id') },
);
const textKey = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('demo.title', 'demo.amount', 'no.such.key') },
  { weight: 3, arbitrary: fc.string({ minLength: 1 }) },
  { weight: 1, arbitrary: fc.constant('') },
);
const docPath = fc.constantFrom('count', 'list', 'flag_a', 'a.b.c', 'tipo_bolletta', 'holder_name');
const trigger = fc.constantFrom('help', 'info');

const widgetProps: Record<string, fc.Arbitrary<unknown>> = {
  Heading: fc.record({ textKey, level: fc.constantFrom(1, 2, 3) }, { requiredKeys: ['textKey'] }),
  Text: fc.record(
    { textKey, tone: fc.constantFrom('default', 'muted') },
    { requiredKeys: ['textKey'] },
  ),
  Field: fc.record(
    {
      labelKey: textKey,
      path: docPath,
      format: fc.constantFrom('plain', 'amount', 'date'),
      emphasis: fc.boolean(),
    },
    { requiredKeys: ['labelKey', 'path'] },
  ),
  DialogButton: fc.record({ trigger, labelKey: textKey }),
  Boom: fc.constant({}),
  Ghost: fc.constant({}),
};

const knownWidget = fc.oneof(
  ...Object.entries(widgetProps).map(([name, props]) =>
    fc.record({ widget: fc.constant(name), props }),
  ),
);
const junkWidget = fc.record({
  widget: fc.oneof(fc.constantFrom('Nope', 'heading', ''), fc.string({ maxLength: 8 })),
  props: fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 2 }), {
    maxKeys: 2,
  }),
});

/** Adds the properties every node may carry. */
function common(node: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<unknown> {
  return fc
    .tuple(node, rarely(nodeId), rarely(expression))
    .map(([n, id, visible]) => ({ ...n, id, visible }));
}

const slot = fc.record({
  slot: fc.constantFrom('modules', 'modules_left', 'modules_right', 'modules_extra', 'other'),
});
const use = fc.record(
  {
    use: fc.constantFrom('frag', 'frag', 'loop', 'missing'),
    with: fc.record({ title: textKey, colour: rarely(fc.string()) }, { requiredKeys: ['colour'] }),
  },
  { requiredKeys: ['use'] },
);
const junkNode = fc.oneof(
  fc.jsonValue({ maxDepth: 1 }),
  fc.record({ layout: fc.string({ maxLength: 6 }), children: fc.constant([]) }),
  fc.record({ widget: fc.constant('Text'), slot: fc.constant('modules') }),
);
const span = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 12 }) },
  {
    weight: 3,
    arbitrary: fc.record(
      { mobile: fc.integer({ min: 1, max: 12 }), desktop: fc.integer({ min: 1, max: 12 }) },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: fc.constantFrom(0, 13) },
);
const href = fc.constantFrom(
  "'https://example.com/where'",
  "'http://example.com'",
  "'javascript:alert(1)'",
  "'mailto:help@example.com'",
  'host.url',
  '42',
  '(',
);

const { node } = fc.letrec<{ node: unknown }>((tie) => {
  const children = fc.array(tie('node'), { maxLength: 3 });
  const tab = fc.oneof(
    fc.record(
      { id: fc.constantFrom('a', 'b', 'c'), label: textKey, visible: expression, children },
      { requiredKeys: ['id', 'label', 'children'] },
    ),
    fc.record(
      { id: fc.constantFrom('a', 'b', 'link'), label: textKey, visible: expression, href },
      { requiredKeys: ['id', 'label', 'href'] },
    ),
  );
  return {
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 6, arbitrary: common(knownWidget) },
      { weight: 2, arbitrary: common(slot) },
      { weight: 1, arbitrary: common(use) },
      { weight: 1, arbitrary: fc.oneof(common(junkWidget), junkNode) },
      {
        weight: 3,
        arbitrary: common(
          fc.record(
            { layout: fc.constant('stack'), gap: fc.integer({ min: 0, max: 8 }), children },
            { requiredKeys: ['layout', 'children'] },
          ),
        ),
      },
      {
        weight: 2,
        arbitrary: common(
          fc.record({
            layout: fc.constant('columns'),
            columns: fc.array(
              fc.record(
                { span, visible: expression, children },
                { requiredKeys: ['span', 'children'] },
              ),
              { minLength: 1, maxLength: 3 },
            ),
          }),
        ),
      },
      {
        weight: 2,
        arbitrary: common(
          fc.record(
            { layout: fc.constant('card'), title: textKey, children },
            { requiredKeys: ['layout', 'children'] },
          ),
        ),
      },
      {
        weight: 2,
        arbitrary: common(
          fc.record(
            {
              layout: fc.constant('tabs'),
              variant: fc.constantFrom('tabs', 'switcher'),
              label: textKey,
              defaultTab: fc.constantFrom('a', 'b', 'z'),
              tabs: fc.array(tab, { minLength: 1, maxLength: 3 }),
            },
            { requiredKeys: ['layout', 'tabs'] },
          ),
        ),
      },
      {
        weight: 1,
        arbitrary: common(
          fc.record(
            {
              layout: fc.constant('dialog'),
              trigger,
              title: textKey,
              fullscreen: fc.constantFrom('always', 'mobile', 'never'),
              children,
            },
            { requiredKeys: ['layout', 'trigger', 'title', 'children'] },
          ),
        ),
      },
    ),
  };
});

const moduleKey = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('riepilogo_doc', 'dati_pagamento', 'consumi', 'box') },
  { weight: 1, arbitrary: fc.constantFrom('constructor', 'toString', 'Bad-Key') },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
);

const templateModuleKey = fc.constantFrom('riepilogo_doc', 'dati_pagamento', 'consumi', 'box');

const templateDoc = fc.record(
  {
    $schema: fc.constant('../schemas/layout.schema.json'),
    id: fc.oneof({ weight: 9, arbitrary: fc.constant('t') }, fc.constant('other')),
    extends: fc.oneof(
      { weight: 8, arbitrary: fc.constant('base') },
      { weight: 1, arbitrary: fc.constantFrom('t', 'missing', 'Bad') },
    ),
    modules: fc.dictionary(
      fc.oneof({ weight: 9, arbitrary: templateModuleKey }, { weight: 1, arbitrary: moduleKey }),
      fc.oneof({ weight: 9, arbitrary: node }, { weight: 1, arbitrary: fc.constant(null) }),
      { maxKeys: 4 },
    ),
    patch: fc.dictionary(
      nodeId,
      fc.oneof(
        { weight: 4, arbitrary: fc.record({ visible: fc.oneof(expression, fc.constant(null)) }) },
        { weight: 1, arbitrary: fc.record({ props: fc.dictionary(fc.string(), fc.jsonValue()) }) },
        { weight: 1, arbitrary: fc.record({ children: fc.constant(null) }) },
        { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) },
      ),
      { maxKeys: 2 },
    ),
    root: node,
    colour: rarely(fc.string()),
  },
  { requiredKeys: ['id', 'colour'] },
);

/** Usually the template as written; sometimes cut short or with a stray character. */
const templateText = fc
  .tuple(
    fc.oneof(
      { weight: 6, arbitrary: templateDoc },
      // Most generated templates have a problem; these, mostly, have none.
      { weight: 3, arbitrary: fc.record({ id: fc.constant('t'), root: common(knownWidget) }) },
    ),
    fc.oneof(
      { weight: 12, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.tuple(fc.nat(), fc.constantFrom('', ']', '"', '\u0000')) },
    ),
  )
  .map(([doc, damage]) => {
    const text = JSON.stringify(doc, null, 2);
    if (!damage) return text;
    const at = damage[0] % (text.length + 1);
    return text.slice(0, at) + damage[1] + (damage[1] === '' ? '' : text.slice(at));
  });

const baseTemplate = JSON.stringify({
  id: 'base',
  modules: {
    riepilogo_doc: { widget: 'Text', props: { textKey: 'demo.summary' } },
    box: { layout: 'card', children: [{ slot: 'modules' }] },
  },
  root: {
    id: 'main',
    layout: 'stack',
    children: [
      { id: 'summary', widget: 'Heading', props: { textKey: 'demo.title' } },
      { slot: 'modules' },
    ],
  },
});
const fragments = {
  'fragments/frag.json': JSON.stringify({
    id: 'frag',
    params: { title: { default: 'demo.summary' } },
    root: {
      layout: 'card',
      title: { $param: 'title' },
      visible: '$flag("flag_a")',
      children: [{ widget: 'Field', props: { labelKey: 'demo.holder', path: 'holder_name' } }],
    },
  }),
  'fragments/loop.json': JSON.stringify({ id: 'loop', root: { use: 'loop' } }),
};

/**
 * Templates valid by construction: every one must load without a problem (no false alarms from
 * validation), then resolve and render. Ids are left out and triggers are random, so that
 * nothing is duplicated by chance.
 */
const parsingExpression = fc.constantFrom(
  'true',
  'false',
  "$flag('flag_a')",
  '$isOn(doc.flag_b)',
  '$isMobile()',
  '$isGas()',
  '$hasItems(doc.list)',
  '$number(doc.count) > 2',
  'doc',
  '$error("boom")',
  '$sum([1..10000000]) > 0',
);
const validTextKey = fc.constantFrom('demo.title', 'demo.amount', 'no.such.key');
const validWidget = fc
  .oneof(
    ...Object.entries(widgetProps).map(([name, props]) =>
      fc.record({ widget: fc.constant(name), props }),
    ),
  )
  .filter((w) => {
    const props = w.props as Record<string, unknown>;
    return props.textKey !== '' && props.labelKey !== '';
  });
const withVisible = (n: fc.Arbitrary<Record<string, unknown>>) =>
  fc
    .tuple(n, fc.option(parsingExpression, { freq: 4 }))
    .map(([x, visible]) => (visible === null ? x : { ...x, visible }));

const { validNode } = fc.letrec<{ validNode: unknown }>((tie) => {
  const children = fc.array(tie('validNode'), { maxLength: 3 });
  const tabs = fc
    .uniqueArray(
      fc.oneof(
        fc.record({ id: fc.constantFrom('a', 'b', 'c'), label: validTextKey, children }),
        fc.record({
          id: fc.constantFrom('link', 'map'),
          label: validTextKey,
          href: href.filter((h) => h !== '('),
        }),
      ),
      { minLength: 1, maxLength: 3, selector: (tab) => tab.id },
    )
    .chain((list) => {
      // Only a tab with content can be selected; a link tab only opens its page.
      const panels = list.filter((tab) => !('href' in tab)).map((tab) => tab.id);
      const node = { layout: 'tabs', tabs: list };
      if (panels.length === 0) return fc.constant(node);
      return fc
        .option(fc.constantFrom(...panels))
        .map((defaultTab) => (defaultTab === null ? node : { ...node, defaultTab }));
    });
  return {
    validNode: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 6, arbitrary: withVisible(validWidget) },
      {
        weight: 2,
        arbitrary: withVisible(
          fc.record({ slot: fc.constantFrom('modules', 'modules_left', 'modules_right') }),
        ),
      },
      {
        weight: 1,
        arbitrary: withVisible(
          fc.record({ use: fc.constant('frag'), with: fc.record({ title: validTextKey }) }),
        ),
      },
      { weight: 3, arbitrary: withVisible(fc.record({ layout: fc.constant('stack'), children })) },
      {
        weight: 2,
        arbitrary: withVisible(
          fc.record({
            layout: fc.constant('columns'),
            columns: fc.array(
              fc.record({ span: span.filter((x) => x !== 0 && x !== 13), children }),
              {
                minLength: 1,
                maxLength: 3,
              },
            ),
          }),
        ),
      },
      {
        weight: 2,
        arbitrary: withVisible(
          fc.record({ layout: fc.constant('card'), title: validTextKey, children }),
        ),
      },
      { weight: 2, arbitrary: withVisible(tabs) },
      {
        weight: 1,
        arbitrary: withVisible(
          fc.record({
            layout: fc.constant('dialog'),
            trigger: fc.stringMatching(/^[a-z][a-z0-9]{9}$/),
            title: validTextKey,
            children,
          }),
        ),
      },
    ),
  };
});

const validTemplateText = fc
  .record({
    id: fc.constant('t'),
    modules: fc.dictionary(templateModuleKey, validNode, { maxKeys: 4 }),
    root: validNode,
  })
  .map((doc) => JSON.stringify(doc, null, 2));

// ---------------------------------------------------------------------------------------------
// Document and context arbitraries.

const anyOf = <T>(likely: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: likely }, { weight: 1, arbitrary: fc.anything() });

const billDoc = fc.record(
  {
    flag_a: anyOf(fc.constantFrom(1, '1', 0, '0', true)),
    flag_b: anyOf(fc.constantFrom(1, '1', 0, '0')),
    count: anyOf(fc.oneof(fc.integer(), fc.double(), fc.string())),
    list: anyOf(fc.array(fc.anything(), { maxLength: 3 })),
    tipo_bolletta: anyOf(fc.constantFrom('GAS', 'EE', ' gas ', '')),
    document_payment: anyOf(fc.constantFrom('RID', 'bollettino')),
    holder_name: anyOf(fc.string()),
    document_amount: anyOf(fc.oneof(fc.double(), fc.string())),
    document_payment_debt: anyOf(fc.oneof(fc.double(), fc.string())),
    document_payment_expiry: anyOf(
      fc.constantFrom('2024-01-31', '0000-00-00', '31/01/2024', '2024-02-30', ''),
    ),
    document_date: anyOf(fc.string()),
    bolletta_interattiva_dett_forn_header: anyOf(fc.constantFrom(1, '1', 0)),
    a: fc.anything(),
  },
  { requiredKeys: [] },
);
const doc = fc.oneof({ weight: 3, arbitrary: billDoc }, { weight: 1, arbitrary: fc.anything() });

const moduleList = anyOf(fc.array(moduleKey, { maxLength: 6 }));
const modulesAnswer = anyOf(
  fc.record(
    { modules: moduleList, modules_left: moduleList, modules_right: moduleList },
    { requiredKeys: [] },
  ),
);
const url = anyOf(
  fc.constantFrom('https://example.com/where', 'javascript:alert(1)', 'mailto:a@b.c', '', '//x'),
);

const resolveContext: fc.Arbitrary<ResolveContext> = fc.record({
  doc,
  rate: fc.anything(),
  modules: modulesAnswer,
  host: anyOf(fc.record({ url, locationUrl: url }, { requiredKeys: [] })),
  supply: fc.anything(),
  device: fc.constantFrom('mobile', 'desktop'),
  locale: fc.constantFrom('it', 'en', ''),
});

// ---------------------------------------------------------------------------------------------
// The pipeline's last step, and the checks on its output.

const i18n = createI18n();

function renderPage(templateId: string, resolved: ResolvedNode | null, bill: unknown): string {
  // As before issue 14: server renderers read a store's initial state, so the widgets render
  // over an empty bill here; the templates' expressions see the generated document.
  testBill.getState().setBill(asBill({ doc: bill }));
  const engine = createElement(EngineProvider, {
    registry: fuzzRegistry,
    templateId,
    onEvent: () => undefined,
    development: true,
    children: createElement(Renderer, { node: resolved }),
  });
  const page = createElement(BillProvider, { store: testBill, children: engine });
  return renderToString(createElement(I18nextProvider, { i18n }, page));
}

/** React needs the keys of siblings to differ. */
function expectUniqueSiblingKeys(resolved: ResolvedNode | null): void {
  if (!resolved || resolved.kind === 'widget') return;
  const lists =
    resolved.kind === 'columns'
      ? [resolved.columns, ...resolved.columns.map((c) => c.children)]
      : resolved.kind === 'tabs'
        ? resolved.tabs.map((t) => t.children)
        : [resolved.children];
  for (const list of lists) {
    const keys = list.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
  }
  const children =
    resolved.kind === 'columns'
      ? resolved.columns.flatMap((c) => c.children)
      : resolved.kind === 'tabs'
        ? resolved.tabs.flatMap((t) => t.children)
        : resolved.children;
  children.forEach(expectUniqueSiblingKeys);
}

beforeAll(() => {
  // A widget that throws is reported by React on the console; the test asserts it never escapes.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe('engine fuzz', () => {
  it(
    'validates any JSON value without throwing, and describes every error',
    () => {
      fc.assert(
        fc.property(fc.oneof(fc.anything(), templateDoc), (value) => {
          if (!validateLayout(value)) {
            const issues = describeErrors(validateLayout.errors);
            expect(issues.length).toBeGreaterThan(0);
            for (const issue of issues) expect(issue.message).not.toBe('');
          }
        }),
        { numRuns: runs },
      );
    },
    timeout,
  );

  it(
    `loads ${runs} generated templates, valid or not, and resolves and renders those that load`,
    async () => {
      let loaded = 0;
      await fc.assert(
        fc.asyncProperty(templateText, resolveContext, async (text, context) => {
          const source = memorySource({ 't.json': text, 'base.json': baseTemplate, ...fragments });
          const result = await loadTemplate('t', source, fuzzSchemas);
          if (!result.template) {
            // A template that does not load says why, with a file and, if known, line:col.
            expect(result.problems.length).toBeGreaterThan(0);
            for (const p of result.problems) {
              expect(formatProblem(p)).toMatch(/^\S+\.json(:[1-9]\d*:[1-9]\d*)? \S/);
            }
            return;
          }
          expect(result.problems).toEqual([]);
          loaded++;
          const resolved = await resolve(result.template, context, {
            cache: new ExpressionCache(),
          });
          expectUniqueSiblingKeys(resolved);
          expect(typeof renderPage(result.template.id, resolved, context.doc)).toBe('string');
        }),
        { numRuns: runs },
      );
      // Not a vacuous run: a good share of the generated templates got past validation.
      expect(loaded).toBeGreaterThan(runs / 5);
    },
    timeout,
  );

  it(
    `loads, resolves and renders ${runs} generated valid templates with no problem`,
    async () => {
      await fc.assert(
        fc.asyncProperty(validTemplateText, resolveContext, async (text, context) => {
          const source = memorySource({ 't.json': text, ...fragments });
          const result = await loadTemplate('t', source, fuzzSchemas);
          expect(result.problems.map(formatProblem)).toEqual([]);
          if (!result.template) return;
          const resolved = await resolve(result.template, context, {
            cache: new ExpressionCache(),
          });
          expectUniqueSiblingKeys(resolved);
          expect(typeof renderPage(result.template.id, resolved, context.doc)).toBe('string');
        }),
        { numRuns: runs },
      );
    },
    timeout,
  );

  it(
    `resolves and renders the shipped templates for ${runs} generated documents`,
    async () => {
      const fixed: Template[] = [];
      const shipped = fileSource(path.resolve('templates'));
      // The customer area's templates read no bill (their widgets load their own data, ADR
      // 0032): generated bill documents tell nothing of them.
      const billTemplates = (await shipped.templateNames()).filter((n) => !n.startsWith('area-'));
      for (const name of billTemplates) {
        const { template } = await loadTemplate(name, shipped, widgetSchemas);
        if (template) fixed.push(template);
      }
      const rich = await loadTemplate(
        't',
        memorySource({
          'base.json': baseTemplate,
          ...fragments,
          't.json': JSON.stringify({
            id: 't',
            extends: 'base',
            modules: {
              dati_pagamento: { use: 'frag', with: { title: 'demo.amount' } },
              consumi: {
                layout: 'columns',
                columns: [
                  { span: { mobile: 12, desktop: 6 }, children: [{ slot: 'modules_left' }] },
                  {
                    span: 6,
                    visible: '$isMobile() = false',
                    children: [{ slot: 'modules_right' }],
                  },
                ],
              },
            },
            patch: { summary: { visible: "$isGas() or $flag('flag_b')" } },
          }),
        }),
        fuzzSchemas,
      );
      expect(rich.problems.map(formatProblem)).toEqual([]);
      if (rich.template) fixed.push(rich.template);
      expect(fixed.length).toBeGreaterThanOrEqual(3);

      const cache = new ExpressionCache();
      await fc.assert(
        fc.asyncProperty(resolveContext, async (context) => {
          for (const template of fixed) {
            const resolved = await resolve(template, context, { cache });
            expectUniqueSiblingKeys(resolved);
            expect(typeof renderPage(template.id, resolved, context.doc)).toBe('string');
          }
        }),
        { numRuns: runs },
      );
    },
    timeout,
  );
});
