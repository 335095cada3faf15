import type { Queryable } from '../db/types.ts';
import type { Host } from '../hosts/hosts.ts';
import { tagged } from '../http/tagged.ts';
import { hostTemplateSource } from '../hosts/hostTemplates.ts';
import {
  formatProblem,
  loadTemplate,
  propsSchemas,
  type WidgetCatalogue,
} from '../../src/engine/tools/index.ts';
import { readLastGood, saveLastGood, type ServedTemplate } from './lastGood.ts';

export type { ServedTemplate } from './lastGood.ts';

/** Where the store says what it refused and what it serves instead (the app's logger). */
export interface TemplateLog {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * The effective templates each host serves (ADR 0035): every name of the host's layered
 * source (its own `templates/`, its parents', the shared one), composed and checked by the
 * engine's loader with the widgets' props schemas, as the build did before. The answers are
 * made once per load, so a request costs a map lookup.
 */
export interface TemplateStore {
  /** The names a host serves, sorted: what the page chooses among (selectTemplate's `built`). */
  names(host: Host): readonly string[];
  template(host: Host, name: string): ServedTemplate | undefined;
  /** Loads every host's templates again (a restart, or the watch mode); one at a time. */
  reload(hosts: readonly Host[]): Promise<void>;
}

export interface TemplateStoreOptions {
  db: Queryable;
  templatesDir: string;
  catalogue: WidgetCatalogue;
  log: TemplateLog;
}

export async function createTemplateStore(
  hosts: readonly Host[],
  options: TemplateStoreOptions,
): Promise<TemplateStore> {
  const widgets = propsSchemas(options.catalogue);
  let served = new Map<string, ReadonlyMap<string, ServedTemplate>>();
  const load = async (list: readonly Host[]) => {
    const next = new Map<string, ReadonlyMap<string, ServedTemplate>>();
    for (const host of list) next.set(host.name, await loadHost(host, options, widgets));
    served = next;
  };
  let queue = load(hosts);
  await queue;
  return {
    names: (host) => [...(served.get(host.name)?.keys() ?? [])],
    template: (host, name) => served.get(host.name)?.get(name),
    reload(list) {
      queue = queue.catch(() => undefined).then(() => load(list));
      return queue;
    },
  };
}

async function loadHost(
  host: Host,
  options: TemplateStoreOptions,
  widgets: ReturnType<typeof propsSchemas>,
): Promise<Map<string, ServedTemplate>> {
  const source = hostTemplateSource(host.chain, options.templatesDir);
  const templates = new Map<string, ServedTemplate>();
  for (const name of await source.templateNames()) {
    const result = await loadTemplate(name, source, widgets);
    if (result.template) {
      const answer = tagged(JSON.stringify(result.template));
      await saveLastGood(options.db, host.name, name, answer);
      templates.set(name, answer);
      continue;
    }
    // A template that fails is never served as it is now: its problems go to the log, in the
    // form `check` prints, and its last good version (if any) stays in service.
    options.log.warn(`template ${name} of ${host.name} fails the check:`);
    for (const problem of result.problems) options.log.warn(formatProblem(problem));
    const last = await readLastGood(options.db, host.name, name);
    if (last) {
      templates.set(name, { body: last.body, etag: last.etag });
      options.log.warn(
        `template ${name} of ${host.name}: serving its last good version, of ${last.savedAt.toISOString()}`,
      );
    } else {
      options.log.warn(`template ${name} of ${host.name}: not served (no good version yet)`);
    }
  }
  return templates;
}
