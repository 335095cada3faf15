import type { HostSettings, Loaded } from '../../api/index.ts';
import { withError, type Refused } from './publicAccess.ts';

/** Where a route's load lands: the key it is kept under, and the query it moves to, if any. */
export interface Landing {
  key: string;
  moved: string | undefined;
}

/**
 * The end of a guarded route's load, the same for the bill and the outcome pages: the host's
 * settings (the page's one request of them, decision 208) go to the shell, whatever the load
 * gave, so an error page has the host's look and footer; and a link public access refused moves
 * its status into the route's query (spec §6 "the route gets an error query value"), kept under
 * the key of that query so the move does not load again.
 */
export async function landLoad(
  load: { kind: string } | Refused,
  route: { search: string; keyOf: (search: string) => string },
  shell: {
    hostSettings: () => Promise<Loaded<HostSettings>>;
    publishHost: (host: HostSettings) => void;
  },
): Promise<Landing> {
  const settings = await shell.hostSettings();
  if (settings.ok) shell.publishHost(settings.value);
  const moved =
    'link' in load && load.link && load.status !== undefined
      ? withError(route.search, load.status)
      : undefined;
  return { key: route.keyOf(moved ?? route.search), moved };
}
