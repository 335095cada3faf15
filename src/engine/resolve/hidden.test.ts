import { describe, expect, it } from 'vitest';
import { ExpressionCache, resolve, resolveNow } from '../index.ts';
import type { ResolveContext, ResolvedNode, Template, TemplateNode } from '../index.ts';
import { readsOf } from './hidden.ts';

function template(root: TemplateNode, modules: Record<string, TemplateNode> = {}): Template {
  return { id: 't', lineage: ['t'], modules, root };
}

const context = (over: Partial<ResolveContext> = {}): ResolveContext => ({
  doc: { flag_a: '0', document_payment_debt: 12 },
  modules: { modules: ['m'] },
  device: 'mobile',
  locale: 'it',
  ...over,
});

const explain = { explainHidden: true, cache: new ExpressionCache() };

describe('resolve explaining what it hides (the playground, ADR 0037)', () => {
  const root: TemplateNode = {
    layout: 'stack',
    children: [
      { widget: 'Shown' },
      { widget: 'Desk', id: 'desk', visible: "$not($isMobile()) and $flag('flag_a')" },
      {
        layout: 'columns',
        columns: [
          { span: 6, children: [{ widget: 'Left' }] },
          { span: 6, visible: 'doc.document_payment_debt < 0', children: [{ widget: 'R' }] },
        ],
      },
      { layout: 'card', children: [{ widget: 'Gone', visible: 'false' }] },
    ],
  };

  it('changes nothing without the option', () => {
    const node = resolveNow(template(root), context());
    expect(JSON.stringify(node)).not.toContain('"hidden"');
  });

  it('leaves a marker with the expression and the values it read', async () => {
    const node = await resolve(template(root), context(), explain);
    const markers = hiddenOf(node);
    expect(markers.map((m) => m.what)).toEqual(['Desk #desk', 'column 2', 'card']);
    const [desk, column, card] = markers;
    expect(desk?.reason).toEqual({
      at: '/root/children/1/visible',
      expression: "$not($isMobile()) and $flag('flag_a')",
      outcome: 'false',
      reads: [
        { term: '$isMobile()', value: true },
        { term: "$flag('flag_a')", value: false },
      ],
    });
    expect(column?.reason?.reads).toEqual([{ term: 'doc.document_payment_debt', value: 12 }]);
    // The card shows nothing because all it holds is hidden: it says so, and what.
    expect(card?.reason).toBeUndefined();
    expect(card?.children.map((m) => [m.what, m.reason?.expression])).toEqual([['Gone', 'false']]);
  });

  it('names a failing expression and its message, and a module by its key', async () => {
    const t = template({ slot: 'modules' }, { m: { widget: 'M', visible: "$boom('x')" } });
    const node = await resolve(t, context(), explain);
    expect(node).toMatchObject({ kind: 'hidden', what: 'm: M', reason: { outcome: 'error' } });
    expect(node?.kind === 'hidden' && node.reason?.detail).toMatch(/non-function/);
  });
});

describe('readsOf', () => {
  it('lists helper calls and context paths, not words inside strings', () => {
    expect(
      readsOf("$shown('x') and 'doc.no' in modules.modules_left and $count(modules.*) = 0"),
    ).toEqual(["$shown('x')", 'modules.modules_left', 'modules.*']);
  });
});

/** The hidden markers of a tree, in document order (those beside and inside nodes). */
function hiddenOf(node: ResolvedNode | null): Extract<ResolvedNode, { kind: 'hidden' }>[] {
  if (!node) return [];
  switch (node.kind) {
    case 'hidden':
      return [node];
    case 'widget':
      return [];
    case 'columns':
      return node.columns.flatMap((c) => c.children.flatMap(hiddenOf));
    case 'tabs':
      return node.tabs.flatMap((tab) => tab.children.flatMap(hiddenOf));
    default:
      return node.children.flatMap(hiddenOf);
  }
}
