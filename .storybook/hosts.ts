import type { HostSettings } from '../schemas/types/host-settings.gen.ts';
import { isPlainObject, mergePatch } from '../src/domain/mergePatch.ts';
import type { Catalogue } from '../src/i18n/index.ts';
import { asHostSettings } from '../tests/fixtures.ts';

/*
 * The hosts of hosts/ as the reference server makes them (server/hosts/extends.ts), read when
 * Storybook builds: Storybook runs in the browser, which cannot list a folder. A folder that
 * `extends` another is shown as its effective host: settings and texts merged over the parent's
 * (JSON Merge Patch, the same function as the server's), images from the first folder of the
 * chain that has them. The server.json files are left out: they hold nothing a page shows.
 */
const settingsFiles = import.meta.glob<unknown>('../hosts/*/hostsettings.json', {
  eager: true,
  import: 'default',
});
const textFiles = import.meta.glob<unknown>('../hosts/*/locales/*.json', {
  eager: true,
  import: 'default',
});
const imageFiles = import.meta.glob<string>('../hosts/*/**/*.{svg,png,webp}', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

/** A host as the toolbar offers it: its folder, effective settings and texts per locale. */
export interface StoryHost {
  folder: string;
  /**
   * The toolbar's value: the folder with every character a Storybook URL refuses in a global
   * (anything but letters, digits, space, `_` and `-`) as `-`, so `&globals=host:…` links work.
   */
  key: string;
  /** The chain of folders, itself first: what the toolbar's title shows for a variant. */
  chain: string[];
  settings: HostSettings;
  /** The host's own texts per offered locale (its locales/<lang>.json over its parent's). */
  texts: Record<string, Catalogue>;
}

/** The files of hosts/ by their path from .storybook (`../hosts/<folder>/<file>`). */
export interface HostFiles {
  settings: Record<string, unknown>;
  texts: Record<string, unknown>;
  /** Image files as the address the build serves them at. */
  images: Record<string, unknown>;
}

const hostsPrefix = '../hosts/';

function fileOf(files: Record<string, unknown>, folder: string, file: string): unknown {
  return files[`${hostsPrefix}${folder}/${file}`];
}

/** The folders of a host, itself first, its root ancestor last (server/hosts/extends.ts). */
function chainOf(files: HostFiles, folder: string): string[] {
  const chain: string[] = [];
  let current: string | undefined = folder;
  while (current !== undefined) {
    if (chain.includes(current))
      throw new Error(`hosts/${folder}/hostsettings.json: "extends" goes round in a circle`);
    const settings = fileOf(files.settings, current, 'hostsettings.json');
    if (settings === undefined)
      throw new Error(`hosts/${chain.at(-1) ?? folder}/hostsettings.json extends "${current}"`);
    chain.push(current);
    const parent = isPlainObject(settings) ? settings['extends'] : undefined;
    current = typeof parent === 'string' ? parent : undefined;
  }
  return chain;
}

/** One file merged down the chain, root first; undefined when no folder has it. */
function merged(files: Record<string, unknown>, chain: readonly string[], file: string): unknown {
  return [...chain].reverse().reduce<unknown>((base, folder) => {
    const value = fileOf(files, folder, file);
    if (value === undefined) return base;
    return isPlainObject(base) && isPlainObject(value) ? mergePatch(base, value) : value;
  }, undefined);
}

/**
 * The logo as an address the page's header accepts: the page serves a host's files from the
 * site's root, Storybook from wherever its build put them, so the file becomes a full URL.
 */
function servedLogo(images: HostFiles['images'], chain: readonly string[], settings: HostSettings) {
  const logo = settings.theme?.logo;
  if (typeof logo !== 'string' || /^https?:/.test(logo)) return settings;
  const holder = chain.find((folder) => fileOf(images, folder, logo) !== undefined);
  const url = holder === undefined ? undefined : fileOf(images, holder, logo);
  if (typeof url !== 'string') return settings;
  return {
    ...settings,
    theme: { ...settings.theme, logo: new URL(url, window.location.href).href },
  };
}

/** Every host of the files, by folder name: each as its effective host. */
export function hostsOf(files: HostFiles): StoryHost[] {
  const folders = Object.keys(files.settings)
    .filter((path) => path.startsWith(hostsPrefix) && path.endsWith('/hostsettings.json'))
    .map((path) => path.slice(hostsPrefix.length, -'/hostsettings.json'.length))
    .sort();
  return folders.map((folder) => {
    const chain = chainOf(files, folder);
    const effective = asHostSettings(merged(files.settings, chain, 'hostsettings.json') as object);
    const settings = servedLogo(files.images, chain, effective);
    const texts: Record<string, Catalogue> = {};
    for (const locale of settings.locales) {
      const catalogue = merged(files.texts, chain, `locales/${locale}.json`);
      texts[locale] = isPlainObject(catalogue) ? (catalogue as Catalogue) : {};
    }
    return { folder, key: folder.replace(/[^A-Za-z0-9 _-]/g, '-'), chain, settings, texts };
  });
}

/** Every host of hosts/, by folder name. */
export const storyHosts: readonly StoryHost[] = hostsOf({
  settings: settingsFiles,
  texts: textFiles,
  images: imageFiles,
});

/** The host of a toolbar value or folder name; the first when it names one that is gone. */
export function hostOf(value: unknown): StoryHost {
  const found =
    storyHosts.find((host) => host.key === value || host.folder === value) ?? storyHosts[0];
  if (found === undefined)
    throw new Error('Storybook found no folder with a hostsettings.json in hosts/');
  return found;
}

/**
 * The locale a story shows for the toolbar's choice: the chosen one when the host offers it,
 * otherwise the host's default, as the page does with a language the host does not offer.
 */
export function localeOf(host: StoryHost, locale: unknown): string {
  const offered = host.settings.locales;
  if (typeof locale === 'string' && offered.includes(locale)) return locale;
  return host.settings.defaultLocale ?? offered[0] ?? 'it';
}

/** Every (host, locale) pair the toolbar can show: the stories test renders each. */
export const hostLocales: readonly { host: string; locale: string }[] = storyHosts.flatMap((host) =>
  host.settings.locales.map((locale) => ({ host: host.key, locale })),
);
