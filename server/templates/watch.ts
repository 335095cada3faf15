import { watch, type FSWatcher } from 'node:fs';
import type { Host, Hosts } from '../hosts/hosts.ts';

/** The hosts as they are now: the watch mode replaces them; a request reads them at once. */
export interface LiveHosts extends Hosts {
  replace(next: Hosts): void;
}

export function liveHosts(initial: Hosts): LiveHosts {
  let current = initial;
  return {
    get all(): readonly Host[] {
      return current.all;
    },
    lookup: (header) => current.lookup(header),
    bySupplier: (supplier) => current.bySupplier(supplier),
    replace(next) {
      current = next;
    },
  };
}

/**
 * The watch mode of development (ADR 0035): any change under the folders (templates/, hosts/)
 * calls `reload` once the edits have settled for `quietMs`, one reload at a time, so saving
 * several files (or an editor's write-then-rename) costs one reload. Node's recursive watch
 * (inotify on Linux) sees new subfolders too. Returns the stop.
 */
export function watchFolders(
  folders: readonly string[],
  reload: () => Promise<void>,
  onError: (error: unknown) => void,
  quietMs = 150,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    timer = undefined;
    running = running.then(() => reload().catch(onError));
  };
  const changed = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, quietMs);
  };
  const watchers: FSWatcher[] = folders.map((folder) =>
    watch(folder, { recursive: true }, changed).on('error', onError),
  );
  return () => {
    if (timer) clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
