import type { CustomerNames } from '../../../../schemas/types/customer-names.gen.ts';
import type { Item, MenuAnswer } from '../../../../schemas/types/menu.gen.ts';

/** What a menu entry does once the page has checked it (decision 228). */
export type MenuEntry =
  | { kind: 'logout'; label: string }
  | { kind: 'link'; label: string; to: string; newTab: boolean }
  | { kind: 'group'; label: string; children: MenuLeaf[] };

export type MenuLeaf = Exclude<MenuEntry, { kind: 'group' }>;

export interface MenuModel {
  orientation: 'horizontal' | 'vertical';
  entries: MenuEntry[];
}

/** Whether a leaf opens the page at `pathname` (its `aria-current`, issue 30). */
export function isCurrent(entry: MenuLeaf, pathname: string): boolean {
  return entry.kind === 'link' && entry.to.split(/[?#]/)[0] === pathname;
}

/** Spec §2: "the invoice path opens in a new tab". */
export const invoicesPath = '/invoices';

function leaf(item: Item): MenuLeaf | undefined {
  const label = item.label.trim();
  if (label === '') return undefined;
  if (item.action === 'logout') return { kind: 'logout', label };
  if (item.action === 'module' && item.argument !== undefined) {
    return { kind: 'link', label, to: `/${item.argument}`, newTab: item.newTab === true };
  }
  if (item.action === 'path' && item.path !== undefined) {
    const newTab = item.newTab === true || item.path.split(/[?#]/)[0] === invoicesPath;
    return { kind: 'link', label, to: item.path, newTab };
  }
  return undefined;
}

/**
 * The menu answer as the page shows it: entries it can act on, in order. An action without its
 * argument or path, an empty label, a sub-menu's sub-menu and a sub-menu left empty by these
 * are left out rather than shown dead.
 */
export function readMenu(answer: MenuAnswer): MenuModel {
  const entries = answer.items.flatMap((item): MenuEntry[] => {
    if (item.children !== undefined) {
      const label = item.label.trim();
      const children = item.children.flatMap((child) => {
        const entry = child.children === undefined ? leaf(child) : undefined;
        return entry === undefined ? [] : [entry];
      });
      return label === '' || children.length === 0 ? [] : [{ kind: 'group', label, children }];
    }
    const entry = leaf(item);
    return entry === undefined ? [] : [entry];
  });
  return { orientation: answer.orientation ?? 'horizontal', entries };
}

export interface Client {
  id: string;
  name: string;
  code: string | undefined;
}

/** The customers of the names answer, and the one to start with (`selected`, else the first). */
export function readClients(answer: CustomerNames): {
  clients: Client[];
  initial: string | undefined;
} {
  const clients = answer.names
    .filter((entry) => entry.name.trim() !== '')
    .map((entry) => ({
      id: String(entry.id),
      name: entry.name.trim(),
      code: entry.code?.trim() === '' ? undefined : entry.code?.trim(),
    }));
  const selected = answer.names.find(
    (entry) => entry.selected === true && entry.name.trim() !== '',
  );
  return { clients, initial: selected === undefined ? clients[0]?.id : String(selected.id) };
}
