import { describe, expect, it, vi } from 'vitest';
import { EventLog, ExpressionCache } from '../index.ts';
import type { EngineEvent, ResolveContext, Template, TemplateNode } from '../index.ts';
import type * as jsonataModule from '../expr/jsonata.ts';
import { loadJsonata } from '../expr/jsonata.ts';
import { resolve, resolveNow } from './resolve.ts';

// A pass-through spy: the tests see when jsonata is loaded (ADR 0020).
vi.mock('../expr/jsonata.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof jsonataModule>();
  return { loadJsonata: vi.fn(actual.loadJsonata) };
});

const template = (root: TemplateNode, modules: Record<string, TemplateNode> = {}): Template => ({
  id: 't',
  lineage: ['t'],
  modules,
  root,
});
const context = (overrides: Partial<ResolveContext> = {}): ResolveContext => ({
  doc: { on: '1', off: 0, text: 'a', debt: '12.5' },
  modules: { modules: ['a', 'b'], modules_left: ['c'] },
  host: { locationUrl: 'https://example.it/help' },
  device: 'desktop',
  locale: 'it',
  ...overrides,
});

/** A template of every kind of node, all of its expressions within the compiled subset. */
const compiled = template(
  {
    layout: 'stack',
    children: [
      { widget: 'On', visible: "$flag('on')" },
      { widget: 'Off', visible: "$flag('off')" },
      { widget: 'NotBoolean', visible: 'doc.text' },
      { slot: 'modules' },
      {
        layout: 'columns',
        columns: [
          {
            span: 6,
            visible: '$count(modules.modules_left) > 0',
            children: [{ slot: 'modules_left' }],
          },
          { span: 6, visible: '$number(doc.debt) >= 0', children: [{ widget: 'Debt' }] },
        ],
      },
      {
        layout: 'tabs',
        tabs: [
          { id: 'help', label: 'Help', href: 'host.locationUrl' },
          { id: 'bad', label: 'Bad', href: "'javascript:alert(1)'" },
          { id: 'home', label: 'Home', children: [{ widget: 'Home' }] },
        ],
      },
    ],
  },
  {
    a: { widget: 'A', visible: "$not($shown('c'))" },
    b: { widget: 'B', visible: "$shown('c') and $shown('a')" },
    c: { widget: 'C' },
  },
);

async function both(t: Template, ctx: ResolveContext = context()) {
  const now = new EventLog();
  const later = new EventLog();
  const sync = resolveNow(t, ctx, { onEvent: now.record });
  const async = await resolve(t, ctx, { onEvent: later.record, cache: new ExpressionCache() });
  return { sync, async, syncEvents: now.events, asyncEvents: later.events };
}

describe('resolveNow (ADR 0020)', () => {
  it('answers synchronously, as resolve does, without loading jsonata', async () => {
    vi.mocked(loadJsonata).mockClear();
    const { sync, async, syncEvents, asyncEvents } = await both(compiled);
    expect(sync).toBeDefined();
    expect(sync).toEqual(async);
    expect(syncEvents).toEqual(asyncEvents);
    expect(syncEvents.map((e) => [e.code, e.path])).toEqual([
      ['expression-not-boolean', '/root/children/2/visible'],
      ['href-invalid', '/root/children/5/tabs/1/href'],
    ]);
    expect(JSON.stringify(sync)).toContain('"name":"B"');
    expect(JSON.stringify(sync)).not.toContain('"name":"A"');
    expect(loadJsonata).not.toHaveBeenCalled();
  });

  it('is undefined when an expression is outside the subset; resolve loads jsonata for it', async () => {
    const t = template({
      layout: 'stack',
      children: [
        { widget: 'Jsonata', visible: '[doc.on][0] = "1"' },
        { widget: 'Text', visible: 'doc.text' },
      ],
    });
    const { sync, async, syncEvents, asyncEvents } = await both(t);
    expect(sync).toBeUndefined();
    expect(syncEvents).toEqual([]);
    expect(async).toMatchObject({ children: [{ name: 'Jsonata' }] });
    // The walk ran twice (before and after jsonata answered); the event is recorded once.
    expect(asyncEvents.map((e) => e.code)).toEqual(['expression-not-boolean']);
    expect(loadJsonata).toHaveBeenCalled();
  });

  it("reports jsonata's own error when a compiled expression fails on the data", async () => {
    const log = new EventLog();
    const t = template({ widget: 'W', visible: 'doc.text + 1 > 0' });
    expect(resolveNow(t, context())).toBeUndefined();
    expect(await resolve(t, context(), { onEvent: log.record })).toBeNull();
    expect(log.events).toEqual<EngineEvent[]>([
      {
        code: 'expression-failed',
        message:
          'expression failed, node hidden: The left side of the "+" operator must evaluate to a number (at character 10)',
        template: 't',
        path: '/root/visible',
      },
    ]);
  });

  it('hides what needs jsonata, with an event, when its chunk fails to download', async () => {
    const t = template({
      layout: 'stack',
      children: [{ widget: 'Jsonata', visible: '[true][0]' }, { widget: 'Compiled' }],
    });
    vi.mocked(loadJsonata).mockRejectedValueOnce(new Error('offline'));
    const log = new EventLog();
    expect(await resolve(t, context(), { onEvent: log.record })).toMatchObject({
      children: [{ name: 'Compiled' }],
    });
    expect(log.events).toEqual<EngineEvent[]>([
      {
        code: 'expression-failed',
        message: 'expression failed, node hidden: jsonata did not load: offline',
        template: 't',
        path: '/root/children/0/visible',
      },
    ]);
    // The next resolve asks again.
    expect(await resolve(t, context())).toMatchObject({ children: [{ name: 'Jsonata' }, {}] });
  });

  it('waits for jsonata on the root before answering $shown', async () => {
    const t = template(
      {
        layout: 'stack',
        children: [
          { layout: 'stack', visible: '[true][0]', children: [{ slot: 'modules_left' }] },
          { slot: 'modules' },
        ],
      },
      {
        a: { widget: 'A', visible: "$shown('c')" },
        b: { widget: 'B', visible: "$not($shown('c'))" },
        c: { widget: 'C' },
      },
    );
    const { sync, async } = await both(t);
    expect(sync).toBeUndefined();
    expect(JSON.stringify(async)).toContain('"name":"A"');
    expect(JSON.stringify(async)).not.toContain('"name":"B"');
  });
});
