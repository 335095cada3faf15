import type { Template, TemplateNode } from '../../model.ts';
import { walkTemplate } from '../../walk.ts';

/** What a variant changes against its parent, by node id and module key. */
export interface VariantChanges {
  /** Nodes of both whose own fields differ, with those fields (`visible`, `props`). */
  patched: { id: string; fields: string[] }[];
  addedIds: string[];
  removedIds: string[];
  addedModules: { key: string; node: string }[];
  removedModules: { key: string; node: string }[];
  /** A module whose top node is another widget or layout than the parent's. */
  replacedModules: { key: string; was: string; now: string }[];
}

/**
 * Compares two effective templates. A node's own fields are compared without its children,
 * so a change deep inside a card is reported on the node that changed, not on every
 * container above it.
 */
export function variantChanges(parent: Template, variant: Template): VariantChanges {
  const before = nodesById(parent);
  const after = nodesById(variant);
  const patched: VariantChanges['patched'] = [];
  for (const [id, node] of after) {
    const old = before.get(id);
    if (!old) continue;
    const fields = changedFields(ownFields(old), ownFields(node));
    if (fields.length > 0) patched.push({ id, fields });
  }
  const replacedModules: VariantChanges['replacedModules'] = [];
  for (const [key, node] of Object.entries(variant.modules)) {
    const old = parent.modules[key];
    if (old && describeNode(old) !== describeNode(node)) {
      replacedModules.push({ key, was: describeNode(old), now: describeNode(node) });
    }
  }
  const onlyIn = (a: Record<string, TemplateNode>, b: Record<string, TemplateNode>) =>
    Object.entries(a)
      .filter(([key]) => !Object.hasOwn(b, key))
      .map(([key, node]) => ({ key, node: describeNode(node) }));
  return {
    patched,
    addedIds: [...after.keys()].filter((id) => !before.has(id)),
    removedIds: [...before.keys()].filter((id) => !after.has(id)),
    addedModules: onlyIn(variant.modules, parent.modules),
    removedModules: onlyIn(parent.modules, variant.modules),
    replacedModules,
  };
}

/** The summary lines printed above the diff; "no change" when the two are the same. */
export function describeChanges(changes: VariantChanges): string[] {
  const lines: string[] = [];
  const list = (label: string, items: string[]) => {
    if (items.length > 0) lines.push(`  ${label.padEnd(17)} ${items.join(', ')}`);
  };
  list(
    'patched',
    changes.patched.map((p) => `${p.id} (${p.fields.join(', ')})`),
  );
  list('nodes added', changes.addedIds);
  list('nodes removed', changes.removedIds);
  list(
    'modules replaced',
    changes.replacedModules.map((m) => `${m.key} (${m.was} → ${m.now})`),
  );
  list(
    'modules added',
    changes.addedModules.map((m) => `${m.key} (${m.node})`),
  );
  list(
    'modules removed',
    changes.removedModules.map((m) => `${m.key} (${m.node})`),
  );
  return lines.length > 0 ? lines : ['  no change'];
}

/** `widget SupplyList`, `layout card`, `slot modules`: what a node is, in a few words. */
export function describeNode(node: TemplateNode): string {
  if ('widget' in node) return node.widget;
  if ('layout' in node) return `${node.layout} layout`;
  if ('slot' in node) return `slot ${node.slot}`;
  return `use ${node.use}`;
}

function nodesById(template: Template): Map<string, TemplateNode> {
  const byId = new Map<string, TemplateNode>();
  walkTemplate(template, (node) => {
    if (typeof node.id === 'string' && !byId.has(node.id)) byId.set(node.id, node);
  });
  return byId;
}

/** The node's fields with its child lists left out (a column's or tab's own fields kept). */
function ownFields(node: TemplateNode): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'children') continue;
    own[key] =
      (key === 'columns' || key === 'tabs') && Array.isArray(value)
        ? value.map((item: unknown) => withoutChildren(item))
        : value;
  }
  return own;
}

function withoutChildren(item: unknown): unknown {
  if (typeof item !== 'object' || item === null) return item;
  return Object.fromEntries(Object.entries(item).filter(([key]) => key !== 'children'));
}

function changedFields(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
}
