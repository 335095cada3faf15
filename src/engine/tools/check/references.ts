import { isWidgetNode, type TemplateNode } from '../../model.ts';
import { walkTemplate } from '../../walk.ts';
import type { WidgetSchemas } from '../../validate/semantics.ts';

/** Something an effective template names that must exist elsewhere, with its pointer. */
export type Reference =
  | { kind: 'expression'; pointer: string; source: string }
  | { kind: 'text'; pointer: string; key: string }
  | { kind: 'trigger'; pointer: string; widget: string; trigger: string }
  | {
      kind: 'link';
      pointer: string;
      value: string;
      expression: boolean;
      schemes: readonly string[];
      allowed: string;
    }
  | { kind: 'module'; pointer: string; key: string };

export interface References {
  references: Reference[];
  /** The `trigger` of every dialog node. */
  dialogs: Set<string>;
}

/** A tab's link opens only over http(s): the tab is hidden otherwise. */
const tabSchemes = {
  schemes: ['http', 'https'],
  allowed: 'an http(s) address: the tab is hidden',
};
/** Any other link may also write or call. */
const linkSchemes = {
  schemes: ['http', 'https', 'mailto', 'tel'],
  allowed: 'an http(s), mailto or tel address',
};

/**
 * What the check resolves in a valid effective template: expressions, text keys (the layouts'
 * titles and labels, and widget props that are i18n keys by their schema), the dialogs widgets
 * open (props named `trigger` or `…Trigger`), links, and the module keys slots list.
 */
export function references(
  template: { root: TemplateNode; modules: Record<string, TemplateNode> },
  widgets: WidgetSchemas,
): References {
  const found: Reference[] = [];
  const dialogs = new Set<string>();
  const text = (key: unknown, pointer: string) => {
    if (typeof key === 'string') found.push({ kind: 'text', pointer, key });
  };
  const expression = (source: unknown, pointer: string) => {
    if (typeof source === 'string') found.push({ kind: 'expression', pointer, source });
  };
  walkTemplate(template, (node, pointer) => {
    expression(node.visible, `${pointer}/visible`);
    if (isWidgetNode(node)) {
      widgetReferences(node.widget, node.props ?? {}, widgets[node.widget], pointer, found);
      return;
    }
    if ('slot' in node) {
      node.only?.forEach((key, i) => {
        found.push({ kind: 'module', pointer: `${pointer}/only/${i}`, key });
      });
    }
    if (!('layout' in node)) return;
    if (node.layout === 'card') text(node.title, `${pointer}/title`);
    if (node.layout === 'dialog') {
      dialogs.add(node.trigger);
      text(node.title, `${pointer}/title`);
    }
    if (node.layout === 'columns') {
      node.columns.forEach((c, i) => {
        expression(c.visible, `${pointer}/columns/${i}/visible`);
      });
    }
    if (node.layout === 'tabs') {
      text(node.label, `${pointer}/label`);
      node.tabs.forEach((tab, i) => {
        const at = `${pointer}/tabs/${i}`;
        text(tab.label, `${at}/label`);
        expression(tab.visible, `${at}/visible`);
        expression(tab.href, `${at}/href`);
        if (tab.href !== undefined) {
          const link = { value: tab.href, expression: true, ...tabSchemes };
          found.push({ kind: 'link', pointer: `${at}/href`, ...link });
        }
      });
    }
  });
  return { references: found, dialogs };
}

function widgetReferences(
  widget: string,
  props: Record<string, unknown>,
  schema: object | undefined,
  pointer: string,
  found: Reference[],
): void {
  const properties = propertiesOf(schema);
  for (const [name, value] of Object.entries(props)) {
    if (typeof value !== 'string') continue;
    const at = `${pointer}/props/${name}`;
    if (isTextKey(name, properties[name])) found.push({ kind: 'text', pointer: at, key: value });
    if (name === 'trigger' || name.endsWith('Trigger'))
      found.push({ kind: 'trigger', pointer: at, widget, trigger: value });
    if (/(^href|Href)$/.test(name))
      found.push({ kind: 'link', pointer: at, value, expression: false, ...linkSchemes });
  }
}

/** A prop is a text key when its name ends in `Key` or its schema says it is an i18n key. */
function isTextKey(name: string, schema: unknown): boolean {
  if (name.endsWith('Key')) return true;
  const description =
    typeof schema === 'object' && schema !== null && 'description' in schema
      ? String(schema.description)
      : '';
  return /\b(i18n|catalogue) key\b/i.test(description);
}

function propertiesOf(schema: object | undefined): Record<string, unknown> {
  const properties = schema && 'properties' in schema ? schema.properties : undefined;
  return typeof properties === 'object' && properties !== null
    ? (properties as Record<string, unknown>)
    : {};
}
