import type { HostSettings } from '../../schemas/types/host-settings.gen.ts';
import type { Item, MenuAnswer } from '../../schemas/types/menu.gen.ts';
import type { Catalogue } from '../hosts/catalogue.ts';
import type { Host } from '../hosts/hosts.ts';
import { textsFor } from './texts.ts';

type MenuSetting = NonNullable<HostSettings['menu']>;
type Setting = MenuSetting['items'][number];

/**
 * The menu of a host without its own (`menu` in hostsettings.json): every page of the area,
 * then logout, in a row (issue 18's eight entries).
 */
export const defaultMenu: MenuSetting = {
  orientation: 'horizontal',
  items: [
    { label: 'menu.home', action: 'path', path: '/home' },
    { label: 'menu.invoices', action: 'path', path: '/invoices' },
    { label: 'menu.contracts', action: 'path', path: '/contracts' },
    { label: 'menu.messages', action: 'path', path: '/messages' },
    { label: 'menu.profile', action: 'path', path: '/modif_data_user' },
    { label: 'menu.contacts', action: 'path', path: '/contacts' },
    { label: 'menu.faq', action: 'path', path: '/self' },
    { label: 'menu.logout', action: 'logout' },
  ],
};

/** A dotted key's string in a nested catalogue, if it is one. */
export function lookUp(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A label key in `locale`: the host's catalogue first (its own items, or its own wording of the
 * product's), then the product's menu labels (src/i18n/identity), then the host's default
 * language; `quadro check` makes sure one of them has it.
 */
export function menuLabel(host: Host, locale: string, key: string): string | undefined {
  const fallback = host.settings.defaultLocale ?? 'it';
  const identity = (lang: string) => {
    const text = textsFor(lang)(key);
    return text === key ? undefined : text;
  };
  return (
    lookUp(host.catalogues.get(locale), key) ??
    identity(locale) ??
    lookUp(host.catalogues.get(fallback), key) ??
    identity(fallback)
  );
}

/**
 * GET /api/menu (spec §2 "Menu component", §7): the host's menu setting in the customer's
 * language. The invoices path always opens in a new tab (spec §2).
 */
export function menuOf(host: Host, locale: string): MenuAnswer {
  const setting = host.settings.menu ?? defaultMenu;
  const label = (key: string) => menuLabel(host, locale, key) ?? key;
  const item = (entry: Setting): Item => {
    if ('children' in entry) {
      return { label: label(entry.label), children: entry.children.map(item) };
    }
    const { label: key, ...action } = entry;
    const invoices = action.path?.split(/[?#]/)[0] === '/invoices';
    return { label: label(key), ...action, ...(invoices ? { newTab: true } : {}) };
  };
  return { orientation: setting.orientation ?? 'horizontal', items: setting.items.map(item) };
}
