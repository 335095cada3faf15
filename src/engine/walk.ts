import type { TemplateNode } from './model.ts';

/**
 * Each child list of a node with its pointer relative to the node. Defensive about shapes:
 * it also runs on composed templates before their final validation.
 */
export function childLists(node: TemplateNode): { pointer: string; nodes: TemplateNode[] }[] {
  const lists: { pointer: string; nodes: TemplateNode[] }[] = [];
  const add = (pointer: string, nodes: unknown) => {
    if (Array.isArray(nodes)) lists.push({ pointer, nodes: nodes as TemplateNode[] });
  };
  if (!('layout' in node)) return lists;
  const raw = node as unknown as Record<string, unknown>;
  if (node.layout === 'columns' || node.layout === 'tabs') {
    const items: unknown = raw[node.layout];
    if (Array.isArray(items)) {
      items.forEach((item: unknown, i) => {
        if (typeof item === 'object' && item !== null && 'children' in item) {
          add(`/${node.layout}/${i}/children`, item.children);
        }
      });
    }
  } else {
    add('/children', raw.children);
  }
  return lists;
}

/** Visits every node under the template's root and module map, depth first, with its pointer. */
export function walkTemplate(
  template: { root: TemplateNode; modules: Record<string, TemplateNode> },
  visit: (node: TemplateNode, pointer: string) => void,
): void {
  const walk = (value: unknown, pointer: string): void => {
    if (typeof value !== 'object' || value === null) return;
    const node = value as TemplateNode;
    visit(node, pointer);
    for (const list of childLists(node)) {
      list.nodes.forEach((child, i) => {
        walk(child, `${pointer}${list.pointer}/${i}`);
      });
    }
  };
  walk(template.root, '/root');
  for (const [key, node] of Object.entries(template.modules)) walk(node, `/modules/${key}`);
}
