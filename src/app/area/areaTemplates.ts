import type { HostSettings } from '../../api/index.ts';

/**
 * The customer area's pages (spec §2 "Routes") by route key, each drawn from a template of the
 * layout engine (issue 18), so a supplier rearranges its area with JSON as it does the bill. A
 * host may name another template per route key in its `templates` setting; `/:argument` (the
 * generic multi-module page) uses `area-modules` unless the host names one for its argument.
 */
export const areaTemplates = {
  home: 'area-home',
  invoices: 'area-invoices',
  contracts: 'area-contracts',
  modif_data_user: 'area-profile',
  user_form: 'area-user-form',
  contacts: 'area-contacts',
  self: 'area-faq',
  messages: 'area-messages',
  register: 'area-register',
} as const;

export type AreaRouteKey = keyof typeof areaTemplates;

/** The template of the multi-module page of an argument the host declares. */
export const multiModuleTemplate = 'area-modules';

const isAreaKey = (key: string): key is AreaRouteKey => Object.hasOwn(areaTemplates, key);

/** The route key of an area address: its one segment, and `home` for `/`. */
export function areaRouteKey(pathname: string): string {
  const segment = pathname.replace(/^\/+|\/+$/g, '');
  return segment === '' ? 'home' : segment;
}

/** The template a host draws the page of `key` with: its own choice, else the product's. */
export function areaTemplateName(host: HostSettings | undefined, key: string): string {
  return host?.templates?.[key] ?? (isAreaKey(key) ? areaTemplates[key] : multiModuleTemplate);
}

const titles: Record<AreaRouteKey, string> = {
  home: 'home',
  invoices: 'invoices',
  contracts: 'contracts',
  modif_data_user: 'profile',
  user_form: 'userForm',
  contacts: 'contacts',
  self: 'faq',
  messages: 'messages',
  register: 'register',
};

/**
 * The catalogue key of a page's title, shown while its template and data load so the page
 * always has its one heading (the template's own heading replaces it).
 */
export function areaTitleKey(key: string): string {
  return `area.pages.${isAreaKey(key) ? titles[key] : 'modules'}`;
}
