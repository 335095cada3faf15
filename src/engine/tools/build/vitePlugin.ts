import path from 'node:path';
import type { Plugin } from 'vite';
import { propsSchemas, type WidgetCatalogue } from '../../catalogue.ts';
import { fileSource } from '../../load/fsSource.ts';
import { loadTemplate } from '../../load/load.ts';
import { formatProblem } from '../../problems.ts';

const listId = 'virtual:quadro/templates';
const templatePrefix = 'virtual:quadro/template/';

/**
 * Compiles templates at build time, for Storybook, which has no server: the portal fetches
 * them from the server that checked them (ADR 0035, superseding ADR 0001's build step). Each
 * is loaded, composed and validated once, here, and reaches the stories as plain data in its
 * own chunk. The page never ships ajv or a JSON parser
 * with source maps, and a broken template fails the build (or shows Vite's overlay in
 * development) with file:line:col.
 *
 * `import { templateNames, importTemplate } from 'virtual:quadro/templates'`. Widgets are those
 * of `options.catalogue`, which vite.config.ts passes in: the engine knows no widget.
 */
export function quadroTemplates(options: { catalogue: WidgetCatalogue; dir?: string }): Plugin {
  const widgetSchemas = propsSchemas(options.catalogue);
  const dir = path.resolve(options.dir ?? 'templates');
  const source = fileSource(dir);
  return {
    name: 'quadro-templates',
    /**
     * In development a template may change, appear or vanish, and one fragment feeds many
     * templates: any change under templates/ recompiles every template module and reloads.
     */
    configureServer(server) {
      server.watcher.add(dir);
      const onChange = (file: string) => {
        if (!file.startsWith(dir + path.sep) || !file.endsWith('.json')) return;
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (
            module.id?.startsWith(`\0${listId}`) ||
            module.id?.startsWith(`\0${templatePrefix}`)
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
      return id === listId || id.startsWith(templatePrefix) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (id === `\0${listId}`) {
        const names = await source.templateNames();
        const loaders = names
          .map(
            (name) =>
              `  ${JSON.stringify(name)}: () => import(${JSON.stringify(templatePrefix + name)}),`,
          )
          .join('\n');
        return [
          `export const templateNames = ${JSON.stringify(names)};`,
          `const loaders = {\n${loaders}\n};`,
          'export async function importTemplate(name) {',
          '  const load = Object.hasOwn(loaders, name) ? loaders[name] : undefined;',
          '  return load ? (await load()).default : undefined;',
          '}',
        ].join('\n');
      }
      if (!id.startsWith(`\0${templatePrefix}`)) return undefined;
      const name = id.slice(`\0${templatePrefix}`.length);
      const result = await loadTemplate(name, source, widgetSchemas);
      if (!result.template) {
        this.error(
          `template ${name} is invalid:\n${result.problems.map(formatProblem).join('\n')}`,
        );
      }
      return `export default ${JSON.stringify(result.template)};`;
    },
  };
}
