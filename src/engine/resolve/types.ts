/**
 * What resolve gives render: plain, serialisable data with every expression already
 * evaluated. `key` is the node's place in the effective template (a JSON pointer, plus the
 * module key for slot expansions): stable across resolves and unique, so React can key by it.
 */
interface Base {
  key: string;
  /** The template node's `id`, when it has one (tests and patches find nodes by it). */
  id?: string;
}

export interface ResolvedWidget extends Base {
  kind: 'widget';
  name: string;
  props: Record<string, unknown>;
  /** The module key this widget shows, when it came from a slot. */
  module?: string;
}

export interface ResolvedStack extends Base {
  kind: 'stack';
  gap: number;
  children: ResolvedNode[];
}

export interface ResolvedColumn {
  key: string;
  span: number;
  children: ResolvedNode[];
}

export interface ResolvedColumns extends Base {
  kind: 'columns';
  gap: number;
  columns: ResolvedColumn[];
}

export interface ResolvedCard extends Base {
  kind: 'card';
  title?: string;
  children: ResolvedNode[];
}

export interface ResolvedTab {
  id: string;
  label: string;
  icon?: string;
  /** Present when the tab only opens this external page in a new tab. */
  href?: string;
  children: ResolvedNode[];
}

export interface ResolvedTabs extends Base {
  kind: 'tabs';
  variant: 'tabs' | 'switcher';
  label?: string;
  /**
   * The tab selected on load: `defaultTab` when visible, else the first visible tab with content
   * ('' when every visible tab is a link).
   */
  initial: string;
  /** On a phone, tabs other than `initial` open in a fullscreen sheet; the selection returns after. */
  sheets: boolean;
  /** Where the tab bar sits: a switcher on a phone is docked at the bottom, after the panel. */
  dock: 'top' | 'bottom';
  tabs: ResolvedTab[];
}

export interface ResolvedDialog extends Base {
  kind: 'dialog';
  trigger: string;
  title: string;
  fullscreen: 'always' | 'mobile' | 'never';
  children: ResolvedNode[];
}

/** Why a place is hidden: the `visible` expression that hid it and the values it read. */
export interface HiddenReason {
  /** The expression's place in the effective template (a JSON pointer ending in /visible). */
  at: string;
  expression: string;
  /** `false`, a value that is not a boolean, or an error (its message in `detail`). */
  outcome: 'false' | 'not-boolean' | 'error';
  detail?: string;
  /** The helper calls and paths it reads, each with its value (undefined: none). */
  reads: { term: string; value: unknown }[];
}

/**
 * A place resolve hid, reported only when asked (`explainHidden`, the playground's frames):
 * a bill's resolve never makes one. `reason` is absent when the node shows nothing because all
 * it holds is hidden; `children` then lists those (named like every container's, so walkers
 * of the tree need no case of their own; the renderer never draws them as nodes).
 */
export interface ResolvedHidden extends Base {
  kind: 'hidden';
  /** What is hidden: a widget's name, a layout, `tab <id>`, `column <n>`, `slot <name>`. */
  what: string;
  /** The template node's place (a JSON pointer). */
  path: string;
  reason?: HiddenReason;
  children: ResolvedHidden[];
}

export type ResolvedNode =
  | ResolvedWidget
  | ResolvedStack
  | ResolvedColumns
  | ResolvedCard
  | ResolvedTabs
  | ResolvedDialog
  | ResolvedHidden;
