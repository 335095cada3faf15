/* Generated from schemas/menu.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/menu (spec §2 "Menu component", §7), asked only for a logged-in customer (spec §6): the portal menu's items in order, shown horizontally or vertically, an item either an action or a sub-menu of items. Data, so tolerant: unknown properties are ignored; the page leaves out an item it cannot act on (an action without its argument or path, an empty sub-menu). Issue 17, decision 228.
 */
export interface MenuAnswer {
  /**
   * How a wide screen lays the items out (horizontal by default). A phone always shows them as a vertical list behind its Menu button.
   */
  orientation?: 'horizontal' | 'vertical';
  /**
   * The top-level items, in the order shown.
   */
  items: Item[];
}
/**
 * One entry: `children` makes it a sub-menu (opened by a button, its own `action` ignored); otherwise its `action` says what it does.
 */
export interface Item {
  /**
   * The text shown, as written (the server answers in the customer's language, sent as `lang`; decision 6: text, never HTML).
   */
  label: string;
  /**
   * `logout` ends the session; `module` opens the multi-module page `/{argument}`; `path` opens `path` in the portal (`/invoices` in a new tab, spec §2).
   */
  action?: 'logout' | 'module' | 'path';
  /**
   * For `module`: the route's argument, one path segment (`/:argument`).
   */
  argument?: string;
  /**
   * For `path`: an address of the portal itself, starting with one `/` (no other site).
   */
  path?: string;
  /**
   * Opens the path in a new tab; `/invoices` always does (spec §2).
   */
  newTab?: boolean;
  /**
   * The sub-menu's items (one level deep: a sub-menu's own sub-menus are left out).
   */
  children?: Item[];
}
