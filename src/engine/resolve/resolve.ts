import type { SlotNode, Span, Template, TemplateNode, TabSpec } from '../model.ts';
import { isSlotNode, isWidgetNode } from '../model.ts';
import { engineMessages, type EngineMessageCode } from '../../diagnostics/messages.ts';
import type { EventSink } from '../../diagnostics/events.ts';
import { ExpressionCache, describeJsonataError } from '../expr/compile.ts';
import { expressionHelpers } from '../expr/helpers.ts';
import type { ResolveContext } from '../context.ts';
import type { ResolvedNode, ResolvedTab } from './types.ts';

export interface ResolveOptions {
  /** Receives what went wrong and was handled; nothing is thrown. */
  onEvent?: EventSink;
  /** Shared across calls so each expression is compiled once per template. */
  cache?: ExpressionCache;
}

const defaultCache = new ExpressionCache();

/**
 * Evaluates a template against a context: visibility, tab lists, module slots. Pure and
 * async (jsonata evaluates asynchronously); never throws for a bad expression or bad data:
 * the node is hidden and an event recorded. Null when the whole page is hidden.
 */
export async function resolve(
  template: Template,
  context: ResolveContext,
  options: ResolveOptions = {},
): Promise<ResolvedNode | null> {
  const cache = options.cache ?? defaultCache;
  // The module keys the root's visible slots list, for `$shown(key)`; filled before the root
  // is resolved, so a module can leave a fact to another module the page shows (issue 13).
  const shownModules = new Set<string>();
  const bindings = expressionHelpers(context, shownModules);
  const emit = (code: EngineMessageCode, path: string, ...args: string[]) => {
    const format: (...a: string[]) => string = engineMessages[code];
    options.onEvent?.({ code, message: format(...args), template: template.id, path });
  };

  /** True only when the expression yields `true`; false for anything else (with an event). */
  const evaluate = async (source: string, path: string): Promise<unknown> => {
    const compiled = cache.get(template, source);
    if (compiled instanceof Error) {
      emit('expression-failed', path, compiled.message);
      return undefined;
    }
    try {
      return await compiled.evaluate(context, bindings);
    } catch (error) {
      emit('expression-failed', path, describeJsonataError(error));
      return undefined;
    }
  };
  const isVisible = async (source: string | undefined, path: string): Promise<boolean> => {
    if (source === undefined) return true;
    const result = await evaluate(source, path);
    if (typeof result === 'boolean') return result;
    if (result !== undefined) emit('expression-not-boolean', path, describeType(result));
    return false;
  };

  /** `within`: the modules being expanded above this point, so a module never shows itself. */
  type Within = readonly string[];

  const all = async (nodes: TemplateNode[], path: string, within: Within) =>
    (
      await Promise.all(nodes.map((n, i) => node(n, `${path}/${i}`, `${path}/${i}`, within)))
    ).flat();

  const node = async (
    n: TemplateNode,
    path: string,
    key: string,
    within: Within,
  ): Promise<ResolvedNode[]> => {
    if (n.visible !== undefined && !(await isVisible(n.visible, `${path}/visible`))) return [];
    const base = n.id === undefined ? { key } : { key, id: n.id };
    if (isWidgetNode(n)) {
      return [{ ...base, kind: 'widget', name: n.widget, props: n.props ?? {} }];
    }
    if (isSlotNode(n)) return slot(n, path, key, within);
    if (!('layout' in n)) return []; // `use` nodes are expanded when the template is loaded
    switch (n.layout) {
      case 'stack': {
        const children = await all(n.children, `${path}/children`, within);
        // An empty container is dropped like a hidden one: no blank gaps, no title-only cards.
        return children.length === 0 ? [] : [{ ...base, kind: 'stack', gap: n.gap ?? 2, children }];
      }
      case 'card': {
        const children = await all(n.children, `${path}/children`, within);
        if (children.length === 0) return [];
        return [
          { ...base, kind: 'card', ...(n.title === undefined ? {} : { title: n.title }), children },
        ];
      }
      case 'dialog':
        return [
          {
            ...base,
            kind: 'dialog',
            trigger: n.trigger,
            title: n.title,
            fullscreen: n.fullscreen ?? 'mobile',
            children: await all(n.children, `${path}/children`, within),
          },
        ];
      case 'columns': {
        const columns = await Promise.all(
          n.columns.map(async (c, i) => {
            const at = `${path}/columns/${i}`;
            if (!(await isVisible(c.visible, `${at}/visible`))) return [];
            return [
              {
                key: at,
                span: spanFor(c.span, context.device),
                children: await all(c.children, `${at}/children`, within),
              },
            ];
          }),
        );
        const visible = columns.flat();
        return visible.length === 0
          ? []
          : [{ ...base, kind: 'columns', gap: n.gap ?? 2, columns: visible }];
      }
      case 'tabs': {
        const tabs = (
          await Promise.all(n.tabs.map((t, i) => tab(t, `${path}/tabs/${i}`, within)))
        ).flat();
        if (tabs.length === 0) return [];
        // Link tabs only open a page; the tab selected on load is one with content.
        const panels = tabs.filter((t) => t.href === undefined);
        const initial = panels.find((t) => t.id === n.defaultTab)?.id ?? panels[0]?.id ?? '';
        return [
          {
            ...base,
            kind: 'tabs',
            variant: n.variant ?? 'tabs',
            ...(n.label === undefined ? {} : { label: n.label }),
            initial,
            // Sheets are a phone's way to show a section (spec §2 template 5 on mobile).
            sheets: (n.sheets ?? false) && context.device === 'mobile',
            dock: n.variant === 'switcher' && context.device === 'mobile' ? 'bottom' : 'top',
            tabs,
          },
        ];
      }
    }
  };

  const tab = async (t: TabSpec, path: string, within: Within): Promise<ResolvedTab[]> => {
    if (!(await isVisible(t.visible, `${path}/visible`))) return [];
    const resolved: ResolvedTab = { id: t.id, label: t.label, children: [] };
    if (t.icon !== undefined) resolved.icon = t.icon;
    if (t.href !== undefined) {
      const href = await evaluate(t.href, `${path}/href`);
      if (!isWebUrl(href)) {
        if (href !== undefined) emit('href-invalid', `${path}/href`);
        return [];
      }
      resolved.href = href;
      return [resolved];
    }
    resolved.children = await all(t.children ?? [], `${path}/children`, within);
    return [resolved];
  };

  const slot = async (
    n: SlotNode,
    path: string,
    key: string,
    within: Within,
  ): Promise<ResolvedNode[]> => {
    const list = readList(context.modules, n.slot);
    const expanded = await Promise.all(
      list.map(async (moduleKey, i) => {
        // A section that holds only some modules leaves the others to the slots around it.
        if (n.only !== undefined && !n.only.includes(moduleKey)) return [];
        // Own entries only: a module key from the server may be "constructor" or "__proto__".
        const moduleNode = Object.hasOwn(template.modules, moduleKey)
          ? template.modules[moduleKey]
          : undefined;
        if (!moduleNode) {
          emit('module-unknown', path, moduleKey);
          return [];
        }
        // A module holding a slot that lists it again would expand without end.
        if (within.includes(moduleKey)) {
          emit('module-cycle', path, moduleKey);
          return [];
        }
        const resolved = await node(
          moduleNode,
          `/modules/${moduleKey}`,
          `${key}/${i}:${moduleKey}`,
          [...within, moduleKey],
        );
        return resolved.map((r) => (r.kind === 'widget' ? { ...r, module: moduleKey } : r));
      }),
    );
    return expanded.flat();
  };

  /**
   * The keys of the slots of the root (outside modules and closed dialogs) whose parents show
   * on this device: what the page shows. Quiet: the real pass records any event once.
   */
  const pageSlots = async (n: TemplateNode): Promise<string[]> => {
    if (n.visible !== undefined && (await quietly(n.visible)) !== true) return [];
    if (isSlotNode(n)) {
      const list = readList(context.modules, n.slot);
      return n.only === undefined ? list : list.filter((k) => n.only?.includes(k));
    }
    if (!('layout' in n) || n.layout === 'dialog') return [];
    const within = async (nodes: TemplateNode[]) =>
      (await Promise.all(nodes.map(pageSlots))).flat();
    switch (n.layout) {
      case 'columns':
        return (
          await Promise.all(
            n.columns.map(async (c) =>
              c.visible === undefined || (await quietly(c.visible)) === true
                ? within(c.children)
                : [],
            ),
          )
        ).flat();
      case 'tabs':
        return (
          await Promise.all(
            n.tabs.map(async (t) =>
              t.visible === undefined || (await quietly(t.visible)) === true
                ? within(t.children ?? [])
                : [],
            ),
          )
        ).flat();
      default:
        return within(n.children);
    }
  };
  const quietly = async (source: string): Promise<unknown> => {
    const compiled = cache.get(template, source);
    if (compiled instanceof Error) return undefined;
    try {
      return await compiled.evaluate(context, bindings);
    } catch {
      return undefined;
    }
  };
  // Only a template whose modules ask pays for the root's expressions a second time.
  if (usesShown(template)) for (const key of await pageSlots(template.root)) shownModules.add(key);

  const top = await node(template.root, '/root', '/root', []);
  if (top.length <= 1) return top[0] ?? null;
  // A root slot can expand to several nodes: they stack, as the page would show them anyway.
  return { key: '/root#', kind: 'stack', gap: 2, children: top };
}

const askers = new WeakMap<Template, boolean>();
/** Whether any module of the template calls `$shown`. */
function usesShown(template: Template): boolean {
  let asks = askers.get(template);
  if (asks === undefined) {
    asks = JSON.stringify(template.modules).includes('$shown(');
    askers.set(template, asks);
  }
  return asks;
}

/** The module keys of one list of the modules call; anything but strings is ignored. */
function readList(modules: unknown, name: string): string[] {
  if (typeof modules !== 'object' || modules === null) return [];
  const list = (modules as Record<string, unknown>)[name];
  return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
}

function spanFor(span: Span, device: ResolveContext['device']): number {
  return typeof span === 'number' ? span : (span[device] ?? 12);
}

/** Decision 6: a link from data is a link only when its scheme is http: or https:. */
function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  const type = typeof value;
  return type === 'object' ? 'an object' : `a ${type}`;
}
