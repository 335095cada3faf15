import path from 'node:path';
import type { Plugin } from 'vite';
import { propsSchemas, type WidgetCatalogue } from '../../catalogue.ts';
import { fileSource } from '../../load/fsSource.ts';
import { loadTemplate } from '../../load/load.ts';
import { formatProblem } from '../../problems.ts';
import type { TemplateSource } from '../../load/source.ts';

const listId = 'virtual:quadro/templates';
const templatePrefix = 'virtual:quadro/template/';
/** `virtual:quadro/host-template/<host folder>/<name>`: a template as that host sees it. */
const hostTemplatePrefix = 'virtual:quadro/host-template/';

/**
 * The hosts that see templates of their own (a `templates/` folder in the host's folder or in
 * one it extends, decision 308), by host folder: each as the layered source the server reads
 * that host's templates from (server/hosts/hostTemplates.ts). Hosts left out see the shared
 * templates only.
 */
export type HostTemplateSources = Readonly<Record<string, TemplateSource>>;

export interface QuadroTemplatesOptions {
  catalogue: WidgetCatalogue;
  /** The shared templates' folder; `templates` by default. */
  dir?: string;
  /**
   * The hosts with templates of their own, asked each time the list is compiled, so a host
   * folder added while Storybook runs is seen after a reload. None by default.
   */
  hosts?: () => HostTemplateSources;
  /** More folders whose JSON files recompile the templates on a change (the hosts' folder). */
  watch?: readonly string[];
}

/**
 * Compiles templates at build time, for Storybook, which has no server: the portal fetches
 * them from the server that checked them (ADR 0035, superseding ADR 0001's build step). Each
 * is loaded, composed and validated once, here, and reaches the stories as plain data in its
 * own chunk. The page never ships ajv or a JSON parser
 * with source maps, and a broken template fails the build (or shows Vite's overlay in
 * development) with file:line:col.
 *
 * `import { templateNames, importTemplate } from 'virtual:quadro/templates'`;
 * `importTemplate(name, host)` finds a template as that host folder sees it, its own
 * templates over the shared ones, as the server serves them. Widgets are those of
 * `options.catalogue`, which vite.config.ts passes in: the engine knows no widget.
 */
export function quadroTemplates(options: QuadroTemplatesOptions): Plugin {
  const widgetSchemas = propsSchemas(options.catalogue);
  const dir = path.resolve(options.dir ?? 'templates');
  const watched = [dir, ...(options.watch ?? []).map((folder) => path.resolve(folder))];
  const source = fileSource(dir);
  const hosts = options.hosts ?? (() => ({}));
  return {
    name: 'quadro-templates',
    /**
     * In development a template may change, appear or vanish, and one fragment feeds many
     * templates: any change under templates/ recompiles every template module and reloads.
     */
    configureServer(server) {
      server.watcher.add(watched);
      const onChange = (file: string) => {
        if (!watched.some((folder) => file.startsWith(folder + path.sep))) return;
        if (!file.endsWith('.json')) return;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (
            module.id?.startsWith(`\0${listId}`) ||
            module.id?.startsWith(`\0${templatePrefix}`) ||
            module.id?.startsWith(`\0${hostTemplatePrefix}`)
          ) {
            server.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
    resolveId(id) {
      return id === listId || id.startsWith(templatePrefix) || id.startsWith(hostTemplatePrefix)
        ? `\0${id}`
        : undefined;
    },
    async load(id) {
      if (id === `\0${listId}`) return listModule(source, hosts());
      const asked = moduleTemplate(id, hosts());
      if (asked === undefined) return undefined;
      const result = await loadTemplate(asked.name, asked.source, widgetSchemas);
      if (!result.template) {
        this.error(
          `template ${asked.label} is invalid:\n${result.problems.map(formatProblem).join('\n')}`,
        );
      }
      return `export default ${JSON.stringify(result.template)};`;
    },
  };

  /** The template a module id asks for, and the source it is read from. */
  function moduleTemplate(id: string, sources: HostTemplateSources) {
    if (id.startsWith(`\0${templatePrefix}`)) {
      const name = id.slice(`\0${templatePrefix}`.length);
      return { name, source, label: name };
    }
    if (!id.startsWith(`\0${hostTemplatePrefix}`)) return undefined;
    const rest = id.slice(`\0${hostTemplatePrefix}`.length);
    const cut = rest.indexOf('/');
    const host = rest.slice(0, cut);
    const name = rest.slice(cut + 1);
    const hostSource = Object.hasOwn(sources, host) ? sources[host] : undefined;
    if (cut < 0 || hostSource === undefined) return undefined;
    return { name, source: hostSource, label: `${name} of host ${host}` };
  }
}

const loaderLines = (names: readonly string[], prefix: string) =>
  names.map(
    (name) => `    ${JSON.stringify(name)}: () => import(${JSON.stringify(prefix + name)}),`,
  );

/**
 * `virtual:quadro/templates`: every template's name and a loader per template, one chunk each;
 * a host with templates of its own gets a loader for every template it sees, since its own
 * fragments and overlays change what a shared name composes to.
 */
async function listModule(shared: TemplateSource, hosts: HostTemplateSources): Promise<string> {
  const names = await shared.templateNames();
  const hostLoaders: string[] = [];
  for (const [host, source] of Object.entries(hosts)) {
    const prefix = `${hostTemplatePrefix}${host}/`;
    const lines = loaderLines(await source.templateNames(), prefix);
    hostLoaders.push(`  ${JSON.stringify(host)}: {\n${lines.join('\n')}\n  },`);
  }
  return [
    `export const templateNames = ${JSON.stringify(names)};`,
    `const loaders = {\n${loaderLines(names, templatePrefix).join('\n')}\n};`,
    `const hostLoaders = {\n${hostLoaders.join('\n')}\n};`,
    'export async function importTemplate(name, host) {',
    '  const own = typeof host === "string" && Object.hasOwn(hostLoaders, host);',
    '  const seen = own ? hostLoaders[host] : loaders;',
    '  const load = Object.hasOwn(seen, name) ? seen[name] : undefined;',
    '  return load ? (await load()).default : undefined;',
    '}',
  ].join('\n');
}
