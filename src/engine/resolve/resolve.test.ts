import jsonata from 'jsonata';
import { describe, expect, it, vi } from 'vitest';
import { EventLog, ExpressionCache, resolve } from '../index.ts';
import type {
  EngineEvent,
  ResolveContext,
  ResolvedNode,
  TabSpec,
  Template,
  TemplateNode,
} from '../index.ts';

// A pass-through spy, so that a test can count how often an expression is compiled.
vi.mock('jsonata', async (importOriginal) => {
  const actual = await importOriginal<{ default: (...args: never[]) => unknown }>();
  return { default: vi.fn(actual.default) };
});

function template(root: TemplateNode, modules: Record<string, TemplateNode> = {}): Template {
  return { id: 't', lineage: ['t'], modules, root };
}

const widget = (name: string, visible?: string): TemplateNode =>
  visible === undefined ? { widget: name } : { widget: name, visible };

function context(overrides: Partial<ResolveContext> = {}): ResolveContext {
  return { doc: {}, device: 'desktop', locale: 'it', ...overrides };
}

async function run(
  t: Template,
  ctx: ResolveContext = context(),
): Promise<{ node: ResolvedNode | null; events: EngineEvent[] }> {
  const log = new EventLog();
  const node = await resolve(t, ctx, { onEvent: log.record, cache: new ExpressionCache() });
  return { node, events: log.events };
}

/** Resolves a lone widget with this visible expression; true when it shows. */
async function shows(visible: string, ctx: ResolveContext = context()): Promise<boolean> {
  const { node } = await run(template(widget('W', visible)), ctx);
  return node !== null;
}

const codes = (events: EngineEvent[]) => events.map((e) => e.code);

/** The widget names of a resolved tree, depth first. */
function widgetNames(node: ResolvedNode | null): string[] {
  if (!node) return [];
  switch (node.kind) {
    case 'widget':
      return [node.name];
    case 'columns':
      return node.columns.flatMap((c) => c.children.flatMap(widgetNames));
    case 'tabs':
      return node.tabs.flatMap((tab) => tab.children.flatMap(widgetNames));
    default:
      return node.children.flatMap(widgetNames);
  }
}

describe('visible (schema: only the boolean true shows a node)', () => {
  it.each([
    { visible: 'true', shown: true },
    { visible: 'false', shown: false },
    { visible: '1 = 1', shown: true },
    { visible: 'doc.missing', shown: false },
    { visible: 'doc.count > 2', shown: true },
  ])('shows the node for $visible: $shown, with no event', async ({ visible, shown }) => {
    const { node, events } = await run(
      template(widget('W', visible)),
      context({ doc: { count: 3 } }),
    );
    expect(node !== null).toBe(shown);
    expect(events).toEqual([]);
  });

  it('shows a node without visible', async () => {
    expect((await run(template(widget('W')))).node).toEqual({
      key: '/root',
      kind: 'widget',
      name: 'W',
      props: {},
    });
  });

  it.each([
    { visible: '"yes"', type: 'a string' },
    { visible: '1', type: 'a number' },
    { visible: 'doc', type: 'an object' },
    { visible: '[1, 2]', type: 'a list' },
    { visible: 'null', type: 'null' },
  ])(
    'hides the node and records an event when the expression yields $type',
    async ({ visible, type }) => {
      const { node, events } = await run(
        template(widget('W', visible)),
        context({ doc: { a: 1 } }),
      );
      expect(node).toBeNull();
      expect(events).toEqual([
        {
          code: 'expression-not-boolean',
          message: `expression yielded ${type}, not a boolean: node hidden`,
          template: 't',
          path: '/root/visible',
        },
      ]);
    },
  );

  it.each([
    { visible: '$error("boom")', detail: 'boom (at character 7)' },
    { visible: '$nope()', detail: 'Attempted to invoke a non-function (at character 6)' },
    { visible: 'doc.a =', detail: 'Unexpected end of expression (at character 7)' },
  ])('hides the node and records an event when $visible fails', async ({ visible, detail }) => {
    const { node, events } = await run(template(widget('W', visible)));
    expect(node).toBeNull();
    expect(events).toEqual([
      {
        code: 'expression-failed',
        message: `expression failed, node hidden: ${detail}`,
        template: 't',
        path: '/root/visible',
      },
    ]);
  });

  it('hides only the failing node: its siblings still show', async () => {
    const root: TemplateNode = {
      layout: 'stack',
      children: [widget('A'), widget('B', '$error("x")'), widget('C')],
    };
    const { node, events } = await run(template(root));
    expect(widgetNames(node)).toEqual(['A', 'C']);
    expect(events.map((e) => e.path)).toEqual(['/root/children/1/visible']);
  });

  it('returns null when the root is hidden', async () => {
    const root: TemplateNode = { layout: 'stack', visible: 'false', children: [widget('A')] };
    expect((await run(template(root))).node).toBeNull();
  });

  it('never throws for data of any shape', async () => {
    const root: TemplateNode = {
      layout: 'stack',
      children: [widget('A', 'doc.a.b.c = 1'), { slot: 'modules' }],
    };
    for (const doc of [null, undefined, 'text', 42, [], { a: [1, { b: null }] }]) {
      await expect(run(template(root), context({ doc, modules: doc }))).resolves.toBeDefined();
    }
  });
});

describe('runaway expressions (STYLE "Failure is designed": stopped, node hidden, event)', () => {
  it.each([
    { what: 'a huge range', visible: '$sum([1..10000000]) > 0', detail: /maximum sequence length/ },
    {
      what: 'a recursive function that never ends',
      visible: '($f := function($n) { $f($n + 1) }; $f(0))',
      detail: /timeout/,
    },
    {
      what: 'a nested loop over ten thousand items',
      visible: '$count($map([1..9999], function($x) { $map([1..9999], function($y) { $x }) })) > 0',
      detail: /timeout/,
    },
  ])('stops $what within its budget and hides the node', async ({ visible, detail }) => {
    const root: TemplateNode = {
      layout: 'stack',
      children: [widget('Slow', visible), widget('B')],
    };
    const started = performance.now();
    const { node, events } = await run(template(root));
    // The budget is 100 ms; the bound is loose so that a slow machine never fails it.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(widgetNames(node)).toEqual(['B']);
    expect(codes(events)).toEqual(['expression-failed']);
    expect(events[0]?.message).toMatch(detail);
  });
});

describe('helpers (spec §3 flags; decisions 3 and 4)', () => {
  it.each([
    { value: 1, on: true },
    { value: '1', on: true },
    { value: 0, on: false },
    { value: '0', on: false },
    { value: true, on: false },
    { value: 'true', on: false },
    { value: null, on: false },
  ])("flag('f') and isOn(doc.f) read $value as $on", async ({ value, on }) => {
    const ctx = context({ doc: { f: value } });
    expect(await shows("$flag('f')", ctx)).toBe(on);
    expect(await shows('$isOn(doc.f)', ctx)).toBe(on);
  });

  it('flag() is off for a missing field and for a name that is not text', async () => {
    expect(await shows("$flag('missing')")).toBe(false);
    expect(await shows('$flag(1)', context({ doc: { 1: 1 } }))).toBe(false);
  });

  it('flag() follows a dotted path', async () => {
    const doc = { fatt_interattiva_data: { riepilogo_doc: { pagopa: '1' } } };
    expect(
      await shows("$flag('fatt_interattiva_data.riepilogo_doc.pagopa')", context({ doc })),
    ).toBe(true);
  });

  it.each([
    { tipo_bolletta: 'GAS', gas: true },
    { tipo_bolletta: ' gas ', gas: true },
    { tipo_bolletta: 'EE', gas: false },
    { tipo_bolletta: undefined, gas: false },
  ])('isGas() reads tipo_bolletta $tipo_bolletta as gas: $gas', async ({ tipo_bolletta, gas }) => {
    expect(await shows('$isGas()', context({ doc: { tipo_bolletta } }))).toBe(gas);
  });

  it.each([
    { document_payment: 'RID', debit: true },
    { document_payment: 'rid', debit: true },
    { document_payment: 'bollettino', debit: false },
  ])(
    'isDirectDebit() reads document_payment $document_payment as direct debit: $debit',
    async ({ document_payment, debit }) => {
      expect(await shows('$isDirectDebit()', context({ doc: { document_payment } }))).toBe(debit);
    },
  );

  it.each([
    { list: [], has: false },
    { list: [5], has: true },
    { list: [1, 2], has: true },
    { list: {}, has: false },
    { list: { a: 1 }, has: true },
    { list: 'text', has: false },
  ])('hasItems() reads $list as having items: $has', async ({ list, has }) => {
    expect(await shows('$hasItems(doc.list)', context({ doc: { list } }))).toBe(has);
  });

  it.each([
    { device: 'mobile' as const, mobile: true },
    { device: 'desktop' as const, mobile: false },
  ])('isMobile() is $mobile on $device', async ({ device, mobile }) => {
    expect(await shows('$isMobile()', context({ device }))).toBe(mobile);
  });

  it('sees the whole context: rate, host, supply and locale', async () => {
    const ctx = context({ rate: [1], host: { name: 'h' }, supply: { pod: 'x' }, locale: 'en' });
    expect(
      await shows(
        "$count(rate) = 1 and host.name = 'h' and supply.pod = 'x' and locale = 'en'",
        ctx,
      ),
    ).toBe(true);
  });
});

describe('slots (spec §2 modules call; decision 5)', () => {
  const modules: Record<string, TemplateNode> = {
    riepilogo_doc: widget('Summary'),
    dati_pagamento: widget('Payment'),
    hidden: widget('Hidden', 'false'),
  };
  const page = template({ layout: 'stack', children: [{ slot: 'modules' }] }, modules);

  it("expands a slot in the server's order, tagging each widget with its module key", async () => {
    const { node, events } = await run(
      page,
      context({ modules: { modules: ['dati_pagamento', 'riepilogo_doc'] } }),
    );
    expect(node).toEqual({
      key: '/root',
      kind: 'stack',
      gap: 2,
      children: [
        {
          key: '/root/children/0/0:dati_pagamento',
          kind: 'widget',
          name: 'Payment',
          props: {},
          module: 'dati_pagamento',
        },
        {
          key: '/root/children/0/1:riepilogo_doc',
          kind: 'widget',
          name: 'Summary',
          props: {},
          module: 'riepilogo_doc',
        },
      ],
    });
    expect(events).toEqual([]);
  });

  it('shows a module listed twice twice, with distinct keys', async () => {
    const { node } = await run(
      page,
      context({ modules: { modules: ['riepilogo_doc', 'riepilogo_doc'] } }),
    );
    expect(node?.kind === 'stack' && node.children.map((c) => c.key)).toEqual([
      '/root/children/0/0:riepilogo_doc',
      '/root/children/0/1:riepilogo_doc',
    ]);
  });

  it.each(['nuovo_modulo', 'constructor', '__proto__', 'toString'])(
    'ignores the unknown module key %s and records an event',
    async (key) => {
      const { node, events } = await run(
        page,
        context({ modules: { modules: [key, 'riepilogo_doc'] } }),
      );
      expect(widgetNames(node)).toEqual(['Summary']);
      expect(events).toEqual([
        {
          code: 'module-unknown',
          message: `module "${key}" has no entry in the template: ignored`,
          template: 't',
          path: '/root/children/0',
        },
      ]);
    },
  );

  it.each([
    { what: 'no modules call', modules: undefined },
    { what: 'a list that is not a list', modules: { modules: 'riepilogo_doc' } },
    { what: 'a modules answer that is not an object', modules: 'riepilogo_doc' },
    { what: 'a list of numbers', modules: { modules: [1, null, { key: 'riepilogo_doc' }] } },
  ])('expands to nothing for $what', async ({ modules: m }) => {
    const t = template(
      { layout: 'stack', children: [widget('Top'), { slot: 'modules' }] },
      modules,
    );
    const { node, events } = await run(t, context({ modules: m }));
    expect(widgetNames(node)).toEqual(['Top']);
    expect(events).toEqual([]);
  });

  it('hides a module whose node is hidden', async () => {
    const { node } = await run(
      page,
      context({ modules: { modules: ['hidden', 'riepilogo_doc'] } }),
    );
    expect(widgetNames(node)).toEqual(['Summary']);
  });

  it("reports an expression event of a module at the module's path", async () => {
    const t = template({ slot: 'modules' }, { broken: widget('B', '$error("x")') });
    const { events } = await run(t, context({ modules: { modules: ['broken'] } }));
    expect(events.map((e) => e.path)).toEqual(['/modules/broken/visible']);
  });

  it('stacks the nodes of a root slot that expands to several', async () => {
    const t = template({ slot: 'modules' }, modules);
    const { node } = await run(
      t,
      context({ modules: { modules: ['riepilogo_doc', 'dati_pagamento'] } }),
    );
    expect(node).toMatchObject({ key: '/root#', kind: 'stack', gap: 2 });
    expect(widgetNames(node)).toEqual(['Summary', 'Payment']);
  });

  it('returns the only node of a root slot, and null for an empty one', async () => {
    const t = template({ slot: 'modules' }, modules);
    expect((await run(t, context({ modules: { modules: ['riepilogo_doc'] } }))).node).toMatchObject(
      {
        kind: 'widget',
        name: 'Summary',
      },
    );
    expect((await run(t, context({ modules: { modules: [] } }))).node).toBeNull();
  });

  it('expands only the keys `only` names, in the list order, and no event for the rest', async () => {
    const t = template(
      { layout: 'stack', children: [{ slot: 'modules', only: ['riepilogo_doc', 'hidden'] }] },
      modules,
    );
    const { node, events } = await run(
      t,
      context({ modules: { modules: ['dati_pagamento', 'nuovo', 'riepilogo_doc'] } }),
    );
    expect(widgetNames(node)).toEqual(['Summary']);
    expect(events).toEqual([]);
  });

  it.each([
    { device: 'mobile' as const, expected: ['Summary', 'Header'] },
    { device: 'desktop' as const, expected: ['Payment'] },
  ])(
    "the shown helper names the modules the root's visible slots list ($device)",
    async ({ device, expected }) => {
      const t = template(
        {
          layout: 'stack',
          children: [
            { layout: 'stack', visible: '$isMobile()', children: [{ slot: 'modules' }] },
            {
              layout: 'stack',
              visible: '$not($isMobile())',
              children: [{ slot: 'modules_right' }],
            },
          ],
        },
        {
          riepilogo_doc: widget('Summary'),
          dati_pagamento: widget('Payment'),
          dati_pagamento_testata: widget('Header', "$not($shown('dati_pagamento'))"),
        },
      );
      const { node, events } = await run(
        t,
        context({
          device,
          modules: {
            modules: ['riepilogo_doc', 'dati_pagamento_testata'],
            modules_right: ['dati_pagamento', 'dati_pagamento_testata'],
          },
        }),
      );
      // A phone lists no dati_pagamento, so its header shows; a desktop shows the full card.
      expect(widgetNames(node)).toEqual(expected);
      expect(events).toEqual([]);
    },
  );

  it('never expands a module inside itself: a slot listing its own module stops there', async () => {
    const t = template(
      { slot: 'modules' },
      { box: { layout: 'card', children: [widget('Inside'), { slot: 'modules' }] } },
    );
    const { node, events } = await run(t, context({ modules: { modules: ['box'] } }));
    expect(widgetNames(node)).toEqual(['Inside']);
    expect(codes(events)).toEqual(['module-cycle']);
  });
});

describe('columns (schema "span": per device, 12 when the device is missing)', () => {
  const columns = (span: number | { mobile?: number; desktop?: number }, visible?: string) =>
    template({
      layout: 'columns',
      columns: [
        visible === undefined
          ? { span, children: [widget('A')] }
          : { span, visible, children: [widget('A')] },
        { span: 12, children: [widget('B')] },
      ],
    });

  it.each([
    { span: 4, device: 'mobile' as const, expected: 4 },
    { span: 4, device: 'desktop' as const, expected: 4 },
    { span: { mobile: 12, desktop: 4 }, device: 'mobile' as const, expected: 12 },
    { span: { mobile: 12, desktop: 4 }, device: 'desktop' as const, expected: 4 },
    { span: { desktop: 6 }, device: 'mobile' as const, expected: 12 },
    { span: { mobile: 6 }, device: 'desktop' as const, expected: 12 },
  ])('gives span $span a width of $expected on $device', async ({ span, device, expected }) => {
    const { node } = await run(columns(span), context({ device }));
    expect(node?.kind === 'columns' && node.columns.map((c) => c.span)).toEqual([expected, 12]);
  });

  it('drops a hidden column', async () => {
    const { node } = await run(columns(4, 'false'));
    expect(node).toEqual({
      key: '/root',
      kind: 'columns',
      gap: 2,
      columns: [
        {
          key: '/root/columns/1',
          span: 12,
          children: [{ key: '/root/columns/1/children/0', kind: 'widget', name: 'B', props: {} }],
        },
      ],
    });
  });

  it('drops the columns node when every column is hidden', async () => {
    const t = template({
      layout: 'stack',
      children: [
        { layout: 'columns', columns: [{ span: 6, visible: 'false', children: [widget('A')] }] },
        widget('After'),
      ],
    });
    const { node } = await run(t);
    expect(node).toMatchObject({ kind: 'stack', children: [{ kind: 'widget', name: 'After' }] });
  });
});

describe('tabs (schema "tabs": defaultTab, per-tab visible, href; decision 6)', () => {
  const tabs = (list: TabSpec[], defaultTab?: string) =>
    template(
      defaultTab === undefined
        ? { layout: 'tabs', tabs: list }
        : { layout: 'tabs', defaultTab, tabs: list },
    );
  const tab = (id: string, extra: Partial<TabSpec> = {}): TabSpec => ({
    id,
    label: `tab.${id}`,
    children: [widget(id.toUpperCase())],
    ...extra,
  });

  it('keeps visible tabs in order and drops hidden ones', async () => {
    const { node } = await run(tabs([tab('a'), tab('b', { visible: 'false' }), tab('c')]));
    expect(node).toMatchObject({
      kind: 'tabs',
      variant: 'tabs',
      initial: 'a',
      tabs: [{ id: 'a', label: 'tab.a' }, { id: 'c' }],
    });
    expect(node?.kind === 'tabs' && node.tabs.map((t) => t.id)).toEqual(['a', 'c']);
  });

  it.each([
    { variant: 'switcher' as const, device: 'mobile' as const, dock: 'bottom', sheets: true },
    { variant: 'switcher' as const, device: 'desktop' as const, dock: 'top', sheets: false },
    { variant: 'tabs' as const, device: 'mobile' as const, dock: 'top', sheets: true },
  ])(
    'docks a $variant bar at the $dock on $device, with sheets $sheets',
    async ({ variant, device, dock, sheets }) => {
      const { node } = await run(
        template({ layout: 'tabs', variant, sheets: true, tabs: [tab('a')] }),
        context({ device }),
      );
      expect(node).toMatchObject({ dock, sheets });
    },
  );

  it('selects defaultTab on load when it is visible', async () => {
    const { node } = await run(tabs([tab('a'), tab('b')], 'b'));
    expect(node).toMatchObject({ initial: 'b' });
  });

  it('selects the first visible tab when defaultTab is hidden', async () => {
    const { node } = await run(
      tabs([tab('a', { visible: 'false' }), tab('b'), tab('c', { visible: 'false' })], 'c'),
    );
    expect(node).toMatchObject({ initial: 'b' });
  });

  it('carries variant, label and icon', async () => {
    const t = template({
      layout: 'tabs',
      variant: 'switcher',
      label: 'tabs.label',
      tabs: [tab('a', { icon: 'home' })],
    });
    expect((await run(t)).node).toMatchObject({
      variant: 'switcher',
      label: 'tabs.label',
      tabs: [{ id: 'a', icon: 'home' }],
    });
  });

  it.each(['https://example.com/where', 'http://example.com'])(
    'turns a tab with an href yielding %s into a link',
    async (url) => {
      const { node, events } = await run(
        tabs([tab('a'), { id: 'map', label: 'tab.map', href: 'host.url' }]),
        context({ host: { url } }),
      );
      expect(node?.kind === 'tabs' && node.tabs[1]).toEqual({
        id: 'map',
        label: 'tab.map',
        href: url,
        children: [],
      });
      expect(events).toEqual([]);
    },
  );

  it.each([
    { what: 'a javascript: URL', url: 'javascript:alert(1)' },
    { what: 'a mailto: URL', url: 'mailto:help@example.com' },
    { what: 'a relative path', url: '/where' },
    { what: 'a number', url: 42 },
    { what: 'an object', url: { href: 'https://example.com' } },
  ])('hides a tab whose href yields $what and records an event', async ({ url }) => {
    const { node, events } = await run(
      tabs([tab('a'), { id: 'map', label: 'tab.map', href: 'host.url' }]),
      context({ host: { url } }),
    );
    expect(node?.kind === 'tabs' && node.tabs.map((t) => t.id)).toEqual(['a']);
    expect(events).toEqual([
      {
        code: 'href-invalid',
        message: 'tab link is not an http(s) URL: tab hidden',
        template: 't',
        path: '/root/tabs/1/href',
      },
    ]);
  });

  it('hides a tab without an event when its URL is missing from the data', async () => {
    const { node, events } = await run(
      tabs([tab('a'), { id: 'map', label: 'm', href: 'host.url' }]),
    );
    expect(node?.kind === 'tabs' && node.tabs.map((t) => t.id)).toEqual(['a']);
    expect(events).toEqual([]);
  });

  it('drops the tabs node when no tab is visible', async () => {
    const t = template({
      layout: 'stack',
      children: [
        {
          layout: 'tabs',
          tabs: [tab('a', { visible: 'false' }), { id: 'b', label: 'b', href: '"mailto:x@y.z"' }],
        },
        widget('After'),
      ],
    });
    expect((await run(t)).node).toMatchObject({
      kind: 'stack',
      children: [{ kind: 'widget', name: 'After' }],
    });
  });

  it('never selects a link tab on load, and selects none when every visible tab is a link', async () => {
    const link: TabSpec = { id: 'map', label: 'tab.map', href: "'https://example.com'" };
    expect((await run(tabs([link, tab('a')]))).node).toMatchObject({ initial: 'a' });
    expect((await run(tabs([link]))).node).toMatchObject({ initial: '', tabs: [{ id: 'map' }] });
  });
});

describe('layout defaults', () => {
  it('gives a dialog fullscreen "mobile" by default and keeps trigger, title and id', async () => {
    const t = template({
      id: 'help-dialog',
      layout: 'dialog',
      trigger: 'help',
      title: 'help.title',
      children: [widget('A')],
    });
    expect((await run(t)).node).toEqual({
      key: '/root',
      id: 'help-dialog',
      kind: 'dialog',
      trigger: 'help',
      title: 'help.title',
      fullscreen: 'mobile',
      children: [{ key: '/root/children/0', kind: 'widget', name: 'A', props: {} }],
    });
  });

  it('keeps a fullscreen the template sets', async () => {
    const t = template({
      layout: 'dialog',
      trigger: 'h',
      title: 'x',
      fullscreen: 'never',
      children: [],
    });
    expect((await run(t)).node).toMatchObject({ fullscreen: 'never' });
  });

  it('gives a stack a gap of 2 by default and a card no title unless it has one', async () => {
    const t = template({
      layout: 'stack',
      children: [
        { layout: 'card', children: [widget('A')] },
        { layout: 'card', title: 'card.title', children: [widget('B')] },
      ],
    });
    const a = { key: '/root/children/0/children/0', kind: 'widget', name: 'A', props: {} };
    const b = { key: '/root/children/1/children/0', kind: 'widget', name: 'B', props: {} };
    expect((await run(t)).node).toEqual({
      key: '/root',
      kind: 'stack',
      gap: 2,
      children: [
        { key: '/root/children/0', kind: 'card', children: [a] },
        { key: '/root/children/1', kind: 'card', title: 'card.title', children: [b] },
      ],
    });
  });

  it('drops a stack or a card whose children are all hidden, like a hidden node', async () => {
    const t = template({
      layout: 'stack',
      children: [
        { layout: 'card', title: 'card.title', children: [widget('A', 'false')] },
        { layout: 'stack', children: [{ slot: 'modules' }] },
        widget('Kept'),
      ],
    });
    expect((await run(t)).node).toMatchObject({
      kind: 'stack',
      children: [{ kind: 'widget', name: 'Kept' }],
    });
    expect((await run(template({ layout: 'stack', children: [] }))).node).toBeNull();
  });

  it('passes static props through and yields plain, serialisable data', async () => {
    const t = template({
      layout: 'stack',
      gap: 0,
      children: [{ widget: 'W', props: { a: [1, { b: 'c' }] } }],
    });
    const { node } = await run(t);
    expect(node).toMatchObject({ gap: 0, children: [{ props: { a: [1, { b: 'c' }] } }] });
    expect(JSON.parse(JSON.stringify(node))).toEqual(node);
  });
});

describe('expression cache (DESIGN: compiled once per template)', () => {
  const compiles = (source: string) =>
    vi.mocked(jsonata).mock.calls.filter(([expression]) => expression === source).length;

  it('compiles each distinct expression once, however many nodes and resolves use it', async () => {
    // Outside the compiled subset (ADR 0020), so jsonata compiles it; subset/cache.test.ts
    // holds the compiled subset to the same rule.
    const source = "[$flag('cache_test_once')][0]";
    const t = template({
      layout: 'stack',
      children: [widget('A', source), widget('B', source), widget('C', source)],
    });
    const cache = new ExpressionCache();
    const before = compiles(source);
    await resolve(t, context(), { cache });
    await resolve(t, context({ doc: { cache_test_once: 1 } }), { cache });
    expect(compiles(source) - before).toBe(1);
  });

  it('starts afresh for a new template object (a reload in development)', async () => {
    const source = "[$flag('cache_test_reload')][0]";
    const cache = new ExpressionCache();
    const before = compiles(source);
    await resolve(template(widget('A', source)), context(), { cache });
    await resolve(template(widget('A', source)), context(), { cache });
    expect(compiles(source) - before).toBe(2);
  });

  it('returns the same compiled expression, and the same error, for the same template', () => {
    const cache = new ExpressionCache();
    const t = template(widget('A'));
    expect(cache.get(t, 'true')).toBe(cache.get(t, 'true'));
    const broken = cache.get(t, 'doc.a =');
    expect(broken).toBeInstanceOf(Error);
    expect(cache.get(t, 'doc.a =')).toBe(broken);
  });
});
