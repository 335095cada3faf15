import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ResolveContext } from '../../context.ts';
import { compileExpression } from '../compile.ts';
import { expressionHelpers } from '../helpers.ts';
import { compileSubset } from './compile.ts';

/** Every `visible` and `href` of the shipped templates, fragments and the bench's page. */
function shippedExpressions(): string[] {
  const files: Record<string, unknown> = {
    ...import.meta.glob('../../../../templates/**/*.json', { eager: true, import: 'default' }),
    ...import.meta.glob('../../../../bench/fixtures/bill-page.json', {
      eager: true,
      import: 'default',
    }),
  };
  const found = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) {
      for (const [key, v] of Object.entries(value)) {
        if ((key === 'visible' || key === 'href') && typeof v === 'string') found.add(v);
        else visit(v);
      }
    }
  };
  expect(Object.keys(files).length).toBeGreaterThan(15);
  Object.values(files).forEach(visit);
  return [...found].sort();
}

type Result = { value: unknown } | { threw: true };

/** Sequences carry jsonata's marks; what resolve reads of a value is its plain shape. */
const plain = (value: unknown): unknown => (Array.isArray(value) ? value.map(plain) : value);

async function both(source: string, context: ResolveContext): Promise<[Result, Result]> {
  const bindings = expressionHelpers(context, new Set(['shown_one', 'consumi']));
  let byJsonata: Result;
  try {
    byJsonata = { value: plain(await compileExpression(source).evaluate(context, bindings)) };
  } catch {
    byJsonata = { threw: true };
  }
  const compiled = compileSubset(source);
  if (!compiled) throw new Error(`outside the subset: ${source}`);
  let bySubset: Result;
  try {
    bySubset = { value: plain(compiled(context, bindings)) };
  } catch {
    bySubset = { threw: true };
  }
  return [bySubset, byJsonata];
}

const scalar = fc.constantFrom<unknown>(0, 1, '1', '0', '', 'x', 'yes', true, false, null, 2.5, -3);
const value = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'x'), tie('value'), { maxKeys: 3 }),
  ),
})).value;
const names = [
  'a',
  'b',
  'list',
  'document_payment_debt',
  'document_payment_status',
  'tipo_bolletta',
];
const flagNames = ['bolletta_interattiva_x', 'bolletta_interattiva_y', 'landing_pec'];
const doc = fc.record(
  Object.fromEntries([
    ...names.map((n) => [n, value] as const),
    ...flagNames.map((n) => [n, fc.constantFrom<unknown>(0, 1, '1', '0', 'on', null)] as const),
  ]),
  { requiredKeys: [] },
);
const moduleList = fc.oneof(
  fc.array(fc.constantFrom('consumi', 'fornitura', 'shown_one', 'x'), { maxLength: 3 }),
  value,
);
const context: fc.Arbitrary<ResolveContext> = fc.record({
  doc,
  modules: fc.record(
    { modules: moduleList, modules_left: moduleList, modules_right: moduleList },
    { requiredKeys: [] },
  ),
  host: fc.record(
    { locationUrl: fc.constantFrom<unknown>('https://a.it/x', 'ftp://b', 1) },
    {
      requiredKeys: [],
    },
  ),
  device: fc.constantFrom('desktop' as const, 'mobile' as const),
  locale: fc.constant('it'),
});

const paths = [
  'doc.a',
  'doc.a.b',
  'doc.a.x.a',
  'doc.*',
  'doc.*.a',
  'doc.list',
  'doc.list.a',
  'modules.*',
  'modules.modules_left',
  'modules.modules',
  'host.locationUrl',
  '*.a',
  'doc.bolletta_interattiva_x',
  'nothing.here',
];
const expression = fc.letrec<{ e: string }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom("'x'", "'1'", "''", '"a"', '0', '1', '2.5', '1e2', 'true', 'false', 'null'),
    fc.constantFrom(...paths),
    fc.constantFrom(
      "$flag('bolletta_interattiva_x')",
      "$shown('consumi')",
      "$shown('nope')",
      '$isMobile()',
      '$isGas()',
      '$showsWebBill()',
    ),
    fc
      .tuple(
        fc.constantFrom('not', 'count', 'number', 'exists', 'boolean', 'isOn', 'hasItems'),
        tie('e'),
      )
      .map(([f, arg]) => `$${f}(${arg})`),
    fc
      .tuple(
        tie('e'),
        fc.constantFrom('and', 'or', '=', '!=', '<', '<=', '>', '>=', '+', '-', 'in'),
        tie('e'),
        fc.boolean(),
      )
      .map(([l, op, r, paren]) => (paren ? `(${l}) ${op} (${r})` : `${l} ${op} ${r}`)),
    fc
      .tuple(tie('e'), tie('e'), fc.option(tie('e')))
      .map(([c, t, e]) => (e === null ? `(${c}) ? ${t}` : `${c} ? (${t}) : ${e}`)),
  ),
})).e;

describe('the compiled subset (ADR 0020)', () => {
  const shipped = shippedExpressions();

  it('covers every expression of the shipped templates', () => {
    expect(shipped.length).toBeGreaterThan(40);
    expect(shipped.filter((s) => compileSubset(s) === undefined)).toEqual([]);
  });

  it('gives what jsonata gives for every shipped expression, or throws where it throws', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...shipped), context, async (source, ctx) => {
        const [bySubset, byJsonata] = await both(source, ctx);
        expect(bySubset).toEqual(byJsonata);
      }),
      { numRuns: 600 },
    );
  });

  it('gives what jsonata gives for generated expressions of the subset', async () => {
    await fc.assert(
      fc.asyncProperty(expression, context, async (source, ctx) => {
        const [bySubset, byJsonata] = await both(source, ctx);
        expect(bySubset).toEqual(byJsonata);
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['a syntax error', 'doc.a ='],
    ['a filter', 'doc.list[0]'],
    ['a variable', '$x'],
    ['a negation', '-1'],
    ['string escapes', "'it\\'s'"],
    ['concatenation', "'a' & 'b'"],
    ['an unknown function', '$string(doc.a)'],
    ['a builtin with two arguments', '$count(doc.a, 1)'],
    ['an elvis', 'doc.a ?: 1'],
    ['a comment', '/* c */ true'],
    ['a lambda', 'function($x) { $x }'],
    ['the descendant operator', 'doc.**.a'],
    ['a method-like call', 'doc.a(1)'],
  ])('leaves %s to jsonata', (_, source) => {
    expect(compileSubset(source)).toBeUndefined();
  });
});
