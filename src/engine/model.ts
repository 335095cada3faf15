/**
 * The template language as TypeScript sees it. `schemas/layout.schema.json` is the source of
 * truth: a value only gets these types after ajv has accepted it (see validate/).
 */

export type DeviceClass = 'mobile' | 'desktop';

/** Properties every node may carry. */
export interface NodeCommon {
  /** Unique in the template; lets a variant `patch` this node. */
  id?: string;
  /** jsonata expression; the node shows only when it yields `true`. */
  visible?: string;
  /** A note for configurators; ignored. */
  comment?: string;
}

export interface WidgetNode extends NodeCommon {
  widget: string;
  props?: Record<string, unknown>;
}

export interface SlotNode extends NodeCommon {
  /** `modules`, `modules_left`, `modules_right`… : a list of the modules call. */
  slot: string;
  /** Only these module keys of the list are expanded (a section that holds one module). */
  only?: string[];
}

export interface UseNode extends NodeCommon {
  use: string;
  with?: Record<string, unknown>;
}

export interface StackNode extends NodeCommon {
  layout: 'stack';
  gap?: number;
  children: TemplateNode[];
}

export type Span = number | Partial<Record<DeviceClass, number>>;

export interface ColumnsNode extends NodeCommon {
  layout: 'columns';
  gap?: number;
  columns: { span: Span; visible?: string; children: TemplateNode[] }[];
}

export interface CardNode extends NodeCommon {
  layout: 'card';
  title?: string;
  children: TemplateNode[];
}

export interface TabSpec {
  id: string;
  label: string;
  icon?: string;
  visible?: string;
  /** Expression yielding an external URL: the tab only opens it in a new tab. */
  href?: string;
  children?: TemplateNode[];
}

export interface TabsNode extends NodeCommon {
  layout: 'tabs';
  variant?: 'tabs' | 'switcher';
  label?: string;
  defaultTab?: string;
  sheets?: boolean;
  tabs: TabSpec[];
}

export interface DialogNode extends NodeCommon {
  layout: 'dialog';
  trigger: string;
  title: string;
  fullscreen?: 'always' | 'mobile' | 'never';
  children: TemplateNode[];
}

export type LayoutNode = StackNode | ColumnsNode | CardNode | TabsNode | DialogNode;
export type TemplateNode = WidgetNode | SlotNode | UseNode | LayoutNode;

/** A template file as written (possibly with `extends` and `patch`). */
export interface TemplateSourceDoc {
  id: string;
  title?: string;
  description?: string;
  extends?: string;
  modules?: Record<string, TemplateNode | null>;
  patch?: Record<string, Record<string, unknown>>;
  root?: TemplateNode;
}

/**
 * The effective template: parents merged, patches applied, fragments expanded, validated.
 * This is what `resolve` takes.
 */
export interface Template {
  id: string;
  /** Template names from this one up its `extends` chain, nearest first. */
  lineage: string[];
  /**
   * The template whose `root` this one draws (itself, or the nearest parent in `lineage` that
   * gives one): what the page is, whatever the template is called. Optional for templates built
   * by hand (tests, stories).
   */
  layout?: string;
  modules: Record<string, TemplateNode>;
  root: TemplateNode;
}

export function isWidgetNode(node: TemplateNode): node is WidgetNode {
  return 'widget' in node;
}
export function isSlotNode(node: TemplateNode): node is SlotNode {
  return 'slot' in node;
}
export function isUseNode(node: TemplateNode): node is UseNode {
  return 'use' in node;
}
