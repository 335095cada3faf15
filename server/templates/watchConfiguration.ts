import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { loadHosts } from '../hosts/hosts.ts';
import type { TemplateStore } from './store.ts';
import { watchFolders, type LiveHosts } from './watch.ts';

/**
 * `npm run dev` (QUADRO_WATCH=on, ADR 0035): an edit under templates/ or hosts/ reloads the
 * hosts (settings, texts, theme) and every host's templates, as a restart would, without one.
 * Hosts that fail to load leave the running ones in place; a template that fails keeps its
 * last good version; both say why in the log. What is fixed at start stays so: payment keys,
 * identity providers and the Content Security Policy's form targets need a restart.
 */
export function watchConfiguration(
  config: Pick<Config, 'hostsDir' | 'templatesDir' | 'cataloguesDir'>,
  hosts: LiveHosts,
  templates: TemplateStore,
  log: FastifyBaseLogger,
): () => void {
  const reload = async () => {
    try {
      hosts.replace(loadHosts(config.hostsDir, config.cataloguesDir));
    } catch (error) {
      log.warn(`hosts not reloaded, the previous ones stay: ${(error as Error).message}`);
    }
    await templates.reload(hosts.all);
    log.info(`reloaded ${hosts.all.length} hosts and their templates`);
  };
  log.info(`watching ${config.templatesDir} and ${config.hostsDir}`);
  return watchFolders([config.templatesDir, config.hostsDir], reload, (error) => {
    log.warn({ err: error }, 'the watch mode stumbled');
  });
}
