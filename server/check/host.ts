import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import {
  checkProblem,
  checkTemplateSource,
  didYouMean,
  fileSource,
  type CheckRun,
  type OfferedCatalogue,
  type Problem,
  type WidgetCatalogue,
} from '../../src/engine/tools/index.ts';
import type { HostSettings } from '../../schemas/types/host-settings.gen.ts';
import {
  allTextFolders,
  mergeCatalogues,
  productCatalogue,
  type Catalogue,
} from '../hosts/catalogue.ts';
import { extendsKey, firstHolding } from '../hosts/extends.ts';
import { hostTemplateSource, hostTemplatesFolder } from '../hosts/hostTemplates.ts';
import { checkedChain, isPlainObject, mergeCopies } from './chain.ts';
import { locateInChain, readJsonFile, type JsonFile } from './json.ts';
import { glossaryProblems } from './glossary.ts';
import { menuProblems } from './menu.ts';
import { schemaProblems } from './schemas.ts';
import { hostTextProblems, textKeyProblems } from './texts.ts';

/** Where the check finds what a host folder refers to. */
export interface CheckFolders {
  hostsDir: string;
  templatesDir: string;
  /** The product's catalogues, src/i18n. */
  i18nDir: string;
  catalogue: WidgetCatalogue;
  flags: readonly string[];
}

/** The settings keys that name a template, as pointers. */
function templatePointers(settings: Record<string, unknown>): string[] {
  const routes = isPlainObject(settings['templates']) ? Object.keys(settings['templates']) : [];
  return [
    '/templateName',
    '/bollettaInterattivaDesktopTemplateName',
    ...routes.map((route) => `/templates/${route}`),
  ];
}

/**
 * Checks one host folder: its files against their schemas at their line, its `extends`, the
 * templates its settings name and those it holds (with its own catalogues), its logo and its
 * texts. The host's catalogues are returned so that shared templates can be checked with them.
 */
export async function checkHost(
  name: string,
  folders: CheckFolders,
): Promise<CheckRun & { catalogues: OfferedCatalogue[] }> {
  const problems: Problem[] = [];
  const run = { problems, checked: 1, catalogues: [] as OfferedCatalogue[] };
  const chain = checkedChain(folders.hostsDir, name, problems);
  if (!chain) return run;
  const settings = { ...(mergeCopies(chain.settings) as Record<string, unknown>) };
  Reflect.deleteProperty(settings, extendsKey);
  const valid = schemaProblems('host-settings.schema.json', settings, chain.settings, problems);

  const source = hostTemplateSource(chain.folders, folders.templatesDir);
  const visible = await source.templateNames();
  for (const pointer of templatePointers(settings)) {
    const value = readPointer(settings, pointer);
    if (typeof value !== 'string' || visible.includes(value)) continue;
    const at = locateInChain(chain.settings, pointer);
    if (!at || at.inherited) continue;
    const found = checkProblem('host-template-missing', at.location.file, at.location, value);
    problems.push({ ...found, message: found.message + didYouMean(value, visible) });
  }
  const logo = readPointer(settings, '/theme/logo');
  if (typeof logo === 'string' && !/^https:/.test(logo) && !firstHolding(chain.folders, logo)) {
    const at = locateInChain(chain.settings, '/theme/logo');
    if (at && !at.inherited)
      problems.push(checkProblem('host-file-missing', at.location.file, at.location, logo));
  }

  const servers = copiesOf(chain.folders, 'server.json', problems);
  run.checked += servers.length;
  const server = mergeCopies(servers, ['aliases', 'default']) ?? {};
  schemaProblems('host-server.schema.json', server, servers, problems);

  const own = path.join(chain.folders[0] ?? '', 'locales');
  const ownLocales = existsSync(own) ? readdirSync(own).filter((f) => f.endsWith('.json')) : [];
  const ownTexts: JsonFile[] = [];
  for (const file of ownLocales) {
    const json = readJsonFile(path.join(own, file), problems);
    run.checked++;
    if (!json || !schemaProblems('locale-catalogue.schema.json', json.data, [json], problems))
      continue;
    ownTexts.push(json);
    const locale = path.basename(file, '.json');
    problems.push(...hostTextProblems(json, product(folders.i18nDir, locale)));
  }

  run.catalogues.push(...hostCatalogues(name, chain.folders, settings, folders.i18nDir));
  problems.push(...glossaryProblems(ownTexts, run.catalogues, settings, chain.settings, own));
  if (valid) problems.push(...textKeyProblems(settings, chain.settings, run.catalogues));
  if (valid) {
    const checked = settings as unknown as HostSettings;
    problems.push(...menuProblems(checked, chain.settings, run.catalogues, folders.i18nDir));
  }
  problems.push(...(await checkOwnTemplates(chain.folders, source, folders, run)));
  return run;
}

/** What a host offers: per locale, the product's catalogue with the chain's overrides over it. */
export function hostCatalogues(
  name: string,
  chainFolders: readonly string[],
  settings: Record<string, unknown>,
  i18nDir: string,
): OfferedCatalogue[] {
  const locales = Array.isArray(settings['locales']) ? settings['locales'] : [];
  return locales
    .filter((l): l is string => typeof l === 'string')
    .map((locale) => {
      const overrides = copiesOf(chainFolders, path.join('locales', `${locale}.json`), []);
      const own = (mergeCopies(overrides) ?? {}) as Catalogue;
      return { owner: name, locale, texts: mergeCatalogues(product(i18nDir, locale), own) };
    });
}

/** Every host's catalogues, for the shared templates; a host whose chain breaks gives none. */
export function allHostCatalogues(
  names: readonly string[],
  folders: CheckFolders,
): OfferedCatalogue[] {
  return names.flatMap((name) => {
    const chain = checkedChain(folders.hostsDir, name, []);
    if (!chain) return [];
    const settings = mergeCopies(chain.settings);
    return isPlainObject(settings)
      ? hostCatalogues(name, chain.folders, settings, folders.i18nDir)
      : [];
  });
}

async function checkOwnTemplates(
  chainFolders: readonly string[],
  source: ReturnType<typeof hostTemplateSource>,
  folders: CheckFolders,
  run: CheckRun & { catalogues: OfferedCatalogue[] },
): Promise<Problem[]> {
  const ownDir = path.join(chainFolders[0] ?? '', hostTemplatesFolder);
  const ownSource = fileSource(ownDir);
  const templates = await ownSource.templateNames();
  const fragments = await ownSource.fragmentNames();
  run.checked += templates.length + fragments.length;
  const problems: Problem[] = [];
  const shared = await fileSource(folders.templatesDir).templateNames();
  for (const name of templates.filter((t) => shared.includes(t))) {
    const file = path.relative(process.cwd(), path.join(ownDir, `${name}.json`));
    const sharedFile = path.relative(
      process.cwd(),
      path.join(folders.templatesDir, `${name}.json`),
    );
    problems.push(checkProblem('host-template-clash', file, undefined, name, sharedFile));
  }
  const vocabulary = { flags: folders.flags, catalogues: run.catalogues };
  const selection = { templates, fragments };
  problems.push(...(await checkTemplateSource(folders.catalogue, vocabulary, source, selection)));
  return problems;
}

/** The copies of one file in a chain's folders, nearest first (those that parse). */
function copiesOf(chainFolders: readonly string[], file: string, problems: Problem[]): JsonFile[] {
  return chainFolders.flatMap((folder, i) => {
    // A parent's broken copy is reported when the parent is checked.
    const json = readJsonFile(path.join(folder, file), i === 0 ? problems : []);
    return json ? [json] : [];
  });
}

const products = new Map<string, Catalogue>();

/**
 * The product's catalogue of `locale`, every text folder in it, the glossary too (empty when a
 * file of it does not parse): what a host may override and its templates may name.
 */
export function product(i18nDir: string, locale: string): Catalogue {
  const key = `${i18nDir}\u0000${locale}`;
  let found = products.get(key);
  if (!found) {
    try {
      found = productCatalogue(i18nDir, locale, undefined, allTextFolders);
    } catch {
      found = {};
    }
    products.set(key, found);
  }
  return found;
}

function readPointer(value: unknown, pointer: string): unknown {
  let current = value;
  for (const segment of pointer.slice(1).split('/')) {
    if (!isPlainObject(current)) return undefined;
    current = current[segment];
  }
  return current;
}
