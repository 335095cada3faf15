import type { FastifyBaseLogger } from 'fastify';
import { catalogue } from '../../widgets/catalogue.gen.ts';
import { checkCommand } from '../check/command.ts';
import type { Config } from '../config.ts';
import { loadHosts } from '../hosts/hosts.ts';
import type { TemplateStore } from './store.ts';
import { watchFolders, type LiveHosts } from './watch.ts';

type Folders = Pick<Config, 'hostsDir' | 'templatesDir' | 'cataloguesDir'>;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * One reload of the watch mode: the hosts (settings, texts, theme), then every host's
 * templates. Hosts that fail to load leave the running ones in place and say why as
 * `quadro check` does (issue 30): each problem at its file:line:col with its "did you mean",
 * not only the loader's first message.
 */
export async function reloadConfiguration(
  config: Folders,
  hosts: LiveHosts,
  templates: Pick<TemplateStore, 'reload'>,
  log: Log,
): Promise<void> {
  try {
    hosts.replace(loadHosts(config.hostsDir, config.cataloguesDir));
  } catch (error) {
    log.warn(`hosts not reloaded, the previous ones stay: ${(error as Error).message}`);
    const dirs = {
      hostsDir: config.hostsDir,
      templatesDir: config.templatesDir,
      i18nDir: config.cataloguesDir,
    };
    await checkCommand(
      catalogue,
      [config.hostsDir],
      (line) => {
        log.warn(line);
      },
      dirs,
    ).catch((failure: unknown) => {
      log.warn(`the check of the hosts failed too: ${(failure as Error).message}`);
    });
  }
  await templates.reload(hosts.all);
  log.info(`reloaded ${hosts.all.length} hosts and their templates`);
}

/**
 * `npm run dev` (QUADRO_WATCH=on, ADR 0035): an edit under templates/ or hosts/ reloads the
 * hosts and every host's templates, as a restart would, without one. A template that fails
 * keeps its last good version and says why in the log. What is fixed at start stays so:
 * payment keys, identity providers and the Content Security Policy's form targets need a
 * restart.
 */
export function watchConfiguration(
  config: Folders,
  hosts: LiveHosts,
  templates: TemplateStore,
  log: FastifyBaseLogger,
): () => void {
  log.info(`watching ${config.templatesDir} and ${config.hostsDir}`);
  return watchFolders(
    [config.templatesDir, config.hostsDir],
    () => reloadConfiguration(config, hosts, templates, log),
    (error) => {
      log.warn({ err: error }, 'the watch mode stumbled');
    },
  );
}
