/**
 * `quadro check [paths…]`: templates, host folders and the product's catalogues together
 * (docs/check.md). A path may be a template or fragment file, a folder of templates, a host
 * folder (`hosts/bolletta.acme.test`) or `hosts/`; without paths, templates/, every host and
 * src/i18n. Shared templates are checked with the catalogues every host offers; a host's own
 * templates with its own. Errors exit 1; warnings are listed apart and never fail.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  checkTemplatePaths,
  printReport,
  type CheckRun,
  type OfferedCatalogue,
  type WidgetCatalogue,
} from '../../src/engine/tools/index.ts';
import { checkProductCatalogues } from './catalogues.ts';
import { hostNames } from './chain.ts';
import { billFlags } from './vocabulary.ts';
import { allHostCatalogues, checkHost, product, type CheckFolders } from './host.ts';

const repository = fileURLToPath(new URL('../../', import.meta.url));

/** The folders a check reads; tests point them at tests/fixtures/broken/. */
export interface CheckDirs {
  hostsDir: string;
  templatesDir: string;
  i18nDir: string;
}

/**
 * The repository's folders, wherever the command runs from; the hosts are those the server
 * would read (QUADRO_HOSTS_DIR, as server/config.ts takes it), so a copy of hosts/ is checked
 * against the product it runs with.
 */
const shipped = (): CheckDirs => ({
  hostsDir: path.resolve(process.env['QUADRO_HOSTS_DIR'] ?? path.join(repository, 'hosts')),
  templatesDir: path.join(repository, 'templates'),
  i18nDir: path.join(repository, 'src', 'i18n'),
});

export async function checkCommand(
  catalogue: WidgetCatalogue,
  paths: readonly string[],
  out: (line: string) => void,
  dirs: CheckDirs = shipped(),
): Promise<number> {
  const folders: CheckFolders = { ...dirs, catalogue, flags: billFlags() };
  const run: CheckRun = { problems: [], checked: 0 };
  const add = (more: CheckRun) => {
    run.problems.push(...more.problems);
    run.checked += more.checked;
  };
  try {
    const targets = paths.length > 0 ? paths : [dirs.templatesDir, dirs.hostsDir, dirs.i18nDir];
    let offered: OfferedCatalogue[] | undefined;
    for (const target of targets) {
      const full = path.resolve(target);
      if (!existsSync(full)) throw new Error(`${target} no such file or folder`);
      const kind = classify(full, folders);
      if (kind === 'hosts') for (const host of hostNames(full)) add(await checkHost(host, folders));
      else if (kind === 'host') add(await checkHost(hostOf(full, folders), folders));
      else if (kind === 'catalogues') add(checkProductCatalogues(full));
      else {
        offered ??= sharedCatalogues(folders);
        const vocabulary = { flags: folders.flags, catalogues: offered };
        add(await checkTemplatePaths(catalogue, vocabulary, [target]));
      }
    }
  } catch (error) {
    out(error instanceof Error ? error.message : String(error));
    return 1;
  }
  return printReport(run, out);
}

/**
 * What a path names; anything else is a template, a fragment or a folder of them. A file or
 * folder inside a host (its own templates) is checked with its host, which is what it is read
 * over.
 */
function classify(
  full: string,
  folders: CheckFolders,
): 'hosts' | 'host' | 'catalogues' | 'templates' {
  const isDir = statSync(full, { throwIfNoEntry: false })?.isDirectory() ?? false;
  if (isDir && full === folders.hostsDir) return 'hosts';
  if (full.startsWith(`${folders.hostsDir}${path.sep}`)) return 'host';
  if (isDir && full === folders.i18nDir) return 'catalogues';
  return 'templates';
}

/** The host folder a path inside hosts/ belongs to. */
function hostOf(full: string, folders: CheckFolders): string {
  return path.relative(folders.hostsDir, full).split(path.sep)[0] ?? '';
}

/**
 * The catalogues a shared template is shown with: those of every host (each in each locale it
 * offers); with no host, the product's own in each of its locales.
 */
function sharedCatalogues(folders: CheckFolders): OfferedCatalogue[] {
  const offered = allHostCatalogues(hostNames(folders.hostsDir), folders);
  if (offered.length > 0) return offered;
  const locales = readdirSync(folders.i18nDir).filter((f) => f.endsWith('.json'));
  return locales
    .map((file) => path.basename(file, '.json'))
    .map((locale) => ({
      owner: 'src/i18n',
      locale,
      texts: product(folders.i18nDir, locale),
    }));
}
