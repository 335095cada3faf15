import type { SlotNode, Span, Template, TemplateNode, TabSpec } from '../model.ts';
import { isSlotNode, isWidgetNode } from '../model.ts';
import type { EngineMessageCode } from '../../diagnostics/messages.ts';
import type { ResolveContext } from '../context.ts';
import { hiddenNode, hiddenReason, showsNothing } from './hidden.ts';
import type {
  HiddenReason,
  ResolvedCard,
  ResolvedColumn,
  ResolvedHidden,
  ResolvedNode,
  ResolvedTab,
  ResolvedTabs,
} from './types.ts';

/**
 * What an expression gave: a value, an error message (for the event), or `'pending'` when
 * jsonata has to answer first (the walk then goes on as if the node were hidden, and is
 * repeated once jsonata has answered; see resolve.ts).
 */
export type Outcome = { value: unknown } | { error: string } | 'pending';

/** `page`: the pass over the root that lists the slots the page shows, for `$shown`. */
export type Evaluate = (source: string, page: boolean) => Outcome;
export type Emit = (code: EngineMessageCode, path: string, ...args: string[]) => void;

/**
 * One synchronous walk of a template: visibility, tab lists, module slots. `shown` is filled
 * with the root's visible slot keys before the modules are resolved (issue 13). Returns
 * `pending` true when some expression still waits for jsonata. `explain` (the playground's
 * frames only) leaves a `hidden` node, with its reason, wherever something is hidden.
 */
export function walk(
  template: Template,
  context: ResolveContext,
  evaluate: Evaluate,
  emit: Emit,
  shown: Set<string> | undefined,
  explain = false,
): { node: ResolvedNode | null; pending: boolean } {
  // An object, not a `let`: the closures below set it (and TypeScript does not track that).
  const waiting = { pending: false };
  // Explaining: why the last `isVisible` answered false (the failed expression's message).
  const last: { why?: HiddenReason | undefined; error?: string | undefined } = {};
  /** The value, or undefined with the event recorded (or pending noted). */
  const value = (source: string, path: string): unknown => {
    const outcome = evaluate(source, false);
    if (outcome === 'pending') waiting.pending = true;
    else if ('error' in outcome) {
      emit('expression-failed', path, outcome.error);
      if (explain) last.error = outcome.error;
    } else return outcome.value;
    return undefined;
  };
  const explainFalse = (source: string, path: string, result: unknown): void => {
    const outcome =
      result === false ? 'false' : result === undefined ? 'error' : ('not-boolean' as const);
    const detail =
      outcome === 'error'
        ? last.error
        : outcome === 'not-boolean'
          ? describeType(result)
          : undefined;
    last.why = hiddenReason(
      source,
      path,
      detail === undefined ? { outcome } : { outcome, detail },
      (term) => evaluate(term, false),
      () => (waiting.pending = true),
    );
    last.error = undefined;
  };
  /** True only when the expression yields `true`; false for anything else (with an event). */
  const isVisible = (source: string | undefined, path: string): boolean => {
    if (source === undefined) return true;
    const result = value(source, path);
    if (result === true) return true;
    if (typeof result !== 'boolean' && result !== undefined)
      emit('expression-not-boolean', path, describeType(result));
    if (explain) explainFalse(source, path, result);
    return false;
  };
  /** Explaining: a marker for a place `isVisible` just hid. */
  const hiddenHere = (key: string, path: string, what: string): ResolvedHidden =>
    hiddenNode(key, path, what, last.why);
  /** The page pass is quiet: the real pass records any event once. */
  const quietlyVisible = (source: string | undefined): boolean => {
    if (source === undefined) return true;
    const outcome = evaluate(source, true);
    if (outcome === 'pending') waiting.pending = true;
    return outcome !== 'pending' && 'value' in outcome && outcome.value === true;
  };

  /** `within`: the modules being expanded above this point, so a module never shows itself. */
  type Within = readonly string[];

  const all = (nodes: TemplateNode[], path: string, within: Within): ResolvedNode[] => {
    const out: ResolvedNode[] = [];
    for (let i = 0; i < nodes.length; i++) {
      const at = `${path}/${i}`;
      out.push(...node(nodes[i] as TemplateNode, at, at, within));
    }
    return out;
  };

  const node = (n: TemplateNode, path: string, key: string, within: Within): ResolvedNode[] => {
    if (n.visible !== undefined && !isVisible(n.visible, `${path}/visible`))
      return explain ? [hiddenHere(key, path, describeNode(n))] : [];
    if (isSlotNode(n)) return slot(n, path, key, within);
    // Explaining: the hidden columns and tabs of this node, and the hidden content of an
    // empty container, which shows them in its place.
    const notes: ResolvedHidden[] | undefined = explain ? [] : undefined;
    const made = make(n, path, key, within, notes);
    // Set here, not spread into each literal: object spread is several times slower in V8.
    if (made && n.id !== undefined) made.id = n.id;
    if (!notes) return made ? [made] : [];
    if (made) return [...notes, made];
    return 'layout' in n ? [hiddenNode(key, path, describeNode(n), undefined, notes)] : [];
  };

  /** The node itself (its visibility already checked), or undefined when it shows nothing. */
  const make = (
    n: TemplateNode,
    path: string,
    key: string,
    within: Within,
    notes?: ResolvedHidden[],
  ): ResolvedNode | undefined => {
    if (isWidgetNode(n)) return { key, kind: 'widget', name: n.widget, props: n.props ?? {} };
    if (!('layout' in n)) return undefined; // `use` nodes are expanded when the template is loaded
    switch (n.layout) {
      case 'stack': {
        const children = all(n.children, `${path}/children`, within);
        // An empty container is dropped like a hidden one: no blank gaps, no title-only cards.
        return showsNothing(children, notes)
          ? undefined
          : { key, kind: 'stack', gap: n.gap ?? 2, children };
      }
      case 'card': {
        const children = all(n.children, `${path}/children`, within);
        if (showsNothing(children, notes)) return undefined;
        const card: ResolvedCard = { key, kind: 'card', children };
        if (n.title !== undefined) card.title = n.title;
        return card;
      }
      case 'dialog':
        return {
          key,
          kind: 'dialog',
          trigger: n.trigger,
          title: n.title,
          fullscreen: n.fullscreen ?? 'mobile',
          children: all(n.children, `${path}/children`, within),
        };
      case 'columns': {
        const columns: ResolvedColumn[] = [];
        n.columns.forEach((c, i) => {
          const at = `${path}/columns/${i}`;
          if (!isVisible(c.visible, `${at}/visible`)) {
            notes?.push(hiddenHere(at, at, `column ${i + 1}`));
            return;
          }
          const span = spanFor(c.span, context.device);
          columns.push({ key: at, span, children: all(c.children, `${at}/children`, within) });
        });
        return columns.length === 0
          ? undefined
          : { key, kind: 'columns', gap: n.gap ?? 2, columns };
      }
      case 'tabs': {
        const tabs: ResolvedTab[] = [];
        n.tabs.forEach((t, i) => {
          const made = tab(t, `${path}/tabs/${i}`, within, notes);
          if (made) tabs.push(made);
        });
        if (tabs.length === 0) return undefined;
        // Link tabs only open a page; the tab selected on load is one with content.
        const panels = tabs.filter((t) => t.href === undefined);
        const initial = panels.find((t) => t.id === n.defaultTab)?.id ?? panels[0]?.id ?? '';
        const resolved: ResolvedTabs = {
          key,
          kind: 'tabs',
          variant: n.variant ?? 'tabs',
          initial,
          // Sheets are a phone's way to show a section (spec §2 template 5 on mobile).
          sheets: (n.sheets ?? false) && context.device === 'mobile',
          dock: n.variant === 'switcher' && context.device === 'mobile' ? 'bottom' : 'top',
          tabs,
        };
        if (n.label !== undefined) resolved.label = n.label;
        return resolved;
      }
    }
  };

  const tab = (
    t: TabSpec,
    path: string,
    within: Within,
    notes: ResolvedHidden[] | undefined,
  ): ResolvedTab | undefined => {
    if (!isVisible(t.visible, `${path}/visible`)) {
      notes?.push(hiddenHere(path, path, `tab ${t.id}`));
      return undefined;
    }
    const resolved: ResolvedTab = { id: t.id, label: t.label, children: [] };
    if (t.icon !== undefined) resolved.icon = t.icon;
    if (t.href !== undefined) {
      const href = value(t.href, `${path}/href`);
      if (!isWebUrl(href)) {
        if (href !== undefined) emit('href-invalid', `${path}/href`);
        return undefined;
      }
      resolved.href = href;
      return resolved;
    }
    resolved.children = all(t.children ?? [], `${path}/children`, within);
    return resolved;
  };

  const slot = (n: SlotNode, path: string, key: string, within: Within): ResolvedNode[] =>
    readList(context.modules, n.slot).flatMap((moduleKey, i) => {
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
      const at = `${key}/${i}:${moduleKey}`;
      const resolved = node(moduleNode, `/modules/${moduleKey}`, at, [...within, moduleKey]);
      // Made by this walk, so set in place (a spread copy costs more than the whole node).
      for (const r of resolved) {
        if (r.kind === 'widget') r.module = moduleKey;
        else if (r.kind === 'hidden') r.what = `${moduleKey}: ${r.what}`;
      }
      return resolved;
    });

  /**
   * The keys of the slots of the root (outside modules and closed dialogs) whose parents show
   * on this device: what the page shows.
   */
  const pageSlots = (n: TemplateNode, into: Set<string>): void => {
    if (!quietlyVisible(n.visible)) return;
    if (isSlotNode(n)) {
      for (const k of readList(context.modules, n.slot))
        if (n.only?.includes(k) ?? true) into.add(k);
      return;
    }
    if (!('layout' in n) || n.layout === 'dialog') return;
    const children = (nodes: TemplateNode[]) => {
      for (const child of nodes) pageSlots(child, into);
    };
    if (n.layout === 'columns') {
      for (const c of n.columns) if (quietlyVisible(c.visible)) children(c.children);
    } else if (n.layout === 'tabs') {
      for (const t of n.tabs) if (quietlyVisible(t.visible)) children(t.children ?? []);
    } else children(n.children);
  };

  if (shown) {
    shown.clear();
    pageSlots(template.root, shown);
    // Until the page pass is whole, `$shown` would answer wrongly: wait for jsonata first.
    if (waiting.pending) return { node: null, pending: true };
  }
  const top = node(template.root, '/root', '/root', []);
  if (top.length <= 1) return { node: top[0] ?? null, pending: waiting.pending };
  // A root slot can expand to several nodes: they stack, as the page would show them anyway.
  return {
    node: { key: '/root#', kind: 'stack', gap: 2, children: top },
    pending: waiting.pending,
  };
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

/** A node as the playground's markers name it: its widget, slot or layout, and its id. */
function describeNode(n: TemplateNode): string {
  const name = isWidgetNode(n)
    ? n.widget
    : isSlotNode(n)
      ? `slot ${n.slot}`
      : 'layout' in n
        ? n.layout
        : 'node';
  return n.id === undefined ? name : `${name} #${n.id}`;
}

function describeType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  const type = typeof value;
  return type === 'object' ? 'an object' : `a ${type}`;
}
