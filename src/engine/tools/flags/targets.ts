import type { Template, TemplateNode } from '../../model.ts';
import { isSlotNode } from '../../model.ts';
import { always, and, never, or, type Formula } from './formula.ts';

/** A widget of the template and when it shows. */
export interface WidgetTarget {
  pointer: string;
  id: string | undefined;
  widget: string;
  shows: Formula;
  /** The module it belongs to when no slot of the template accepts that module. */
  unslotted?: string;
}

/** A tab with content (not a link): when it shows, and when something in it does. */
export interface TabTarget {
  pointer: string;
  /** `sections › actions`: the tabs node's id (or pointer) and the tab's id. */
  label: string;
  shows: Formula;
  content: Formula;
}

/** A slot and the formula of its showing, relative to its owner (the root or a module). */
interface SlotSite {
  owner: string | undefined;
  accepts: (key: string) => boolean;
  shows: Formula;
}

const expr = (source: string | undefined, at: string): Formula =>
  source === undefined ? always : { t: 'expr', source, at };

/**
 * Walks the template as src/engine/resolve/walk.ts does, collecting for each widget and tab
 * the formula of its visibility. A module shows where a slot that accepts it shows: its
 * widgets' formulas are (any of those slots) and (the module's own chain). Slots are assumed
 * to list every module they accept (decision 332): which ones the server lists is data.
 */
export function collectTargets(template: Template): {
  widgets: WidgetTarget[];
  tabs: TabTarget[];
} {
  const widgets: WidgetTarget[] = [];
  const tabs: TabTarget[] = [];
  const slots: SlotSite[] = [];
  const keys = Object.keys(template.modules);
  const moduleNode = (key: string) => template.modules[key] as TemplateNode;

  /** What a module yields when listed, relative to its slot; memoised, cycles yield nothing. */
  const yields = new Map<string, Formula>();
  const moduleYield = (key: string, within: readonly string[]): Formula => {
    const known = yields.get(key);
    if (known) return known;
    if (within.includes(key)) return never(`module ${key} would hold itself`);
    const made = visit(moduleNode(key), `/modules/${key}`, always, [...within, key], undefined);
    yields.set(key, made);
    return made;
  };

  /**
   * Returns when `node` yields something on the page. With `owner` set (the root's '' or a
   * module key) it also registers the widgets, tabs and slots met, as seen from that owner.
   */
  const visit = (
    node: TemplateNode,
    pointer: string,
    parent: Formula,
    within: readonly string[],
    owner: string | undefined,
  ): Formula => {
    const own = and(parent, expr(node.visible, `${pointer}/visible`));
    const children = (list: TemplateNode[], at: string, cond: Formula) =>
      or(
        list.map((child, i) => visit(child, `${at}/${i}`, cond, within, owner)),
        'it has no child',
      );
    if ('widget' in node) {
      if (owner !== undefined)
        widgets.push({ pointer, id: node.id, widget: node.widget, shows: own });
      return own;
    }
    if (isSlotNode(node)) {
      const accepts = (key: string) => node.only?.includes(key) ?? true;
      if (owner !== undefined)
        slots.push({ owner: owner === '' ? undefined : owner, accepts, shows: own });
      const listed = keys.filter((key) => accepts(key) && !within.includes(key));
      return or(
        listed.map((key) => and(own, moduleYield(key, within))),
        `slot ${node.slot} accepts no module`,
      );
    }
    if (!('layout' in node)) return never('a `use` node left unexpanded');
    switch (node.layout) {
      case 'stack':
      case 'card':
        return and(own, children(node.children, `${pointer}/children`, own));
      case 'dialog':
        children(node.children, `${pointer}/children`, own);
        return own; // its trigger shows even when the dialog holds nothing
      case 'columns':
        return or(
          node.columns.map((column, i) => {
            const at = `${pointer}/columns/${i}`;
            const shows = and(own, expr(column.visible, `${at}/visible`));
            children(column.children, `${at}/children`, shows);
            return shows; // a visible column counts, even empty, as in the walk
          }),
          'it has no column',
        );
      case 'tabs':
        return or(
          node.tabs.map((tab, i) => {
            const at = `${pointer}/tabs/${i}`;
            const shows = and(own, expr(tab.visible, `${at}/visible`));
            if (tab.href !== undefined) return shows; // a link: it opens a page, holds nothing
            const content = children(tab.children ?? [], `${at}/children`, shows);
            const label = `${node.id ?? pointer} › ${tab.id}`;
            if (owner !== undefined) tabs.push({ pointer: at, label, shows, content });
            return shows;
          }),
          'it has no tab',
        );
    }
  };

  visit(template.root, '/root', always, [], '');
  // Each module registered once, with what may show it: any slot that accepts it.
  const hostOf = (key: string, within: readonly string[]): Formula => {
    const sites = slots.filter((s) => s.accepts(key) && s.owner !== key);
    const parts = sites.map((s) =>
      s.owner === undefined
        ? s.shows
        : within.includes(s.owner)
          ? never('a cycle of modules')
          : and(hostOf(s.owner, [...within, key]), s.shows),
    );
    return or(parts, `no slot accepts module ${key}`);
  };
  // Slots inside modules are found as their modules are walked: walk all, then ask hosts.
  const bodies = keys.map((key) => {
    const start = widgets.length;
    const startTabs = tabs.length;
    visit(moduleNode(key), `/modules/${key}`, always, [key], key);
    return { key, start, end: widgets.length, startTabs, endTabs: tabs.length };
  });
  for (const { key, start, end, startTabs, endTabs } of bodies) {
    const host = hostOf(key, []);
    const unslotted = host.t === 'const' && !host.value ? key : undefined;
    for (let i = start; i < end; i++) {
      const w = widgets[i] as WidgetTarget;
      widgets[i] = { ...w, shows: and(host, w.shows), ...(unslotted ? { unslotted } : {}) };
    }
    for (let i = startTabs; i < endTabs; i++) {
      const t = tabs[i] as TabTarget;
      tabs[i] = { ...t, shows: and(host, t.shows), content: and(host, t.content) };
    }
  }
  return { widgets, tabs };
}
