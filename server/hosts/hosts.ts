import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseWith } from '../validation.ts';
import type { HostSettings, ServerSettings } from '../types.ts';
import { mergeCatalogues, productCatalogue, type Catalogue } from './catalogue.ts';
import { extendsKey, hostChain, mergedFile } from './extends.ts';

/**
 * Per-host configuration, read from `hosts/<host name>/` once at start (it is configuration,
 * not state: every process reads the same files):
 *   hostsettings.json  public settings, served to the page as is
 *   server.json        private settings (aliases, payment keys by env name), never served
 *   locales/<lang>.json  catalogue overrides, merged over the product's own catalogue
 *   templates/         the host's own templates and fragments, over templates/ (decision 308)
 * A folder whose hostsettings.json `extends` another host's starts from that host's files
 * (server/hosts/extends.ts, decision 307).
 */

export interface Host {
  name: string;
  /** The host's folder; its images (`logo.svg`) are served beside /hostsettings.json. */
  folder: string;
  /**
   * The host's folder and those it extends, nearest first: an image, a contacts file or a
   * template the host lacks is taken from the first folder that has it.
   */
  chain: readonly string[];
  settings: HostSettings;
  server: ServerSettings;
  /** Full catalogue per locale: the product's base with this host's overrides. */
  catalogues: ReadonlyMap<string, Catalogue>;
}

export interface Hosts {
  all: readonly Host[];
  /** The host that answers a `Host` header (port ignored), or undefined. */
  lookup(header: string | undefined): Host | undefined;
  bySupplier(supplier: string): Host | undefined;
}

export function loadHosts(hostsDir: string, baseCatalogueDir: string): Hosts {
  const all = readdirSync(hostsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => loadHost(path.join(hostsDir, entry.name), baseCatalogueDir))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (all.length === 0) throw new Error(`${hostsDir} holds no host folder`);
  const byName = new Map<string, Host>();
  for (const host of all) {
    for (const name of [host.name, ...(host.server.aliases ?? [])]) {
      const taken = byName.get(name.toLowerCase());
      if (taken) throw new Error(`host name ${name} is claimed by ${taken.name} and ${host.name}`);
      byName.set(name.toLowerCase(), host);
    }
  }
  const fallback = all.find((host) => host.server.default === true);
  return {
    all,
    lookup(header) {
      if (header === undefined) return fallback;
      return byName.get(stripPort(header).toLowerCase()) ?? fallback;
    },
    bySupplier: (supplier) => hostsOfSupplier({ all }, supplier)[0],
  };
}

function loadHost(folder: string, baseCatalogueDir: string): Host {
  const name = path.basename(folder);
  const chain = hostChain(path.dirname(folder), name);
  // The page never sees `extends`: it is how the server found the settings, not one of them.
  const own = { ...(mergedFile(chain, 'hostsettings.json') as Record<string, unknown>) };
  Reflect.deleteProperty(own, extendsKey);
  const settings = parseWith('host-settings.schema.json', own, `hosts/${name}/hostsettings.json`);
  // A variant answers on its own names: its parent's aliases and default stay the parent's.
  const server = parseWith(
    'host-server.schema.json',
    mergedFile(chain, 'server.json', ['aliases', 'default']) ?? {},
    `hosts/${name}/server.json`,
  );
  const catalogues = new Map<string, Catalogue>();
  for (const locale of settings.locales) {
    const base = productCatalogue(baseCatalogueDir, locale, (text, file) =>
      parseWith('locale-catalogue.schema.json', JSON.parse(text), file),
    );
    const overrideFile = path.join('locales', `${locale}.json`);
    const override = parseWith(
      'locale-catalogue.schema.json',
      mergedFile(chain, overrideFile) ?? {},
      `hosts/${name}/${overrideFile}`,
    );
    catalogues.set(locale, mergeCatalogues(base, override));
  }
  return { name, folder, chain, settings, server, catalogues };
}

/**
 * The hosts that show `supplier`'s bills: the supplier's own host (one that extends no other)
 * first, then its variants by name. A variant keeps its parent's `supplier` (decision 307), so
 * a bill link, which names no host, opens on each of them (decision 316).
 */
export function hostsOfSupplier(hosts: Pick<Hosts, 'all'>, supplier: string): Host[] {
  return hosts.all
    .filter((host) => host.settings.supplier === supplier)
    .sort((a, b) => a.chain.length - b.chain.length || a.name.localeCompare(b.name));
}

/** The hosts that send their supplier's e-mail: each supplier's own host, when it has `mail`. */
export function sendingHosts(hosts: Pick<Hosts, 'all'>): Host[] {
  const suppliers = [...new Set(hosts.all.map((host) => host.settings.supplier))];
  return suppliers
    .map((supplier) => hostsOfSupplier(hosts, supplier)[0])
    .filter((host): host is Host => host?.server.mail !== undefined);
}

function stripPort(header: string): string {
  if (header.startsWith('[')) return header.slice(0, header.indexOf(']') + 1); // [::1]:4173
  const colon = header.lastIndexOf(':');
  return colon === -1 ? header : header.slice(0, colon);
}
