/** How the page asks for an answer: the browser's `fetch`, or a test's. */
export type Fetcher = (path: string, init: RequestInit) => Promise<Response>;

/**
 * The answers a first view's state left to the browser (ADR 0059), read back by their tags:
 * first from the browser's HTTP cache whatever its age (`force-cache`: the server sends them
 * with an ETag and `no-cache`, so a repeat visit has them without a request), then from the
 * server when that copy is missing or is not the one the server rendered with. Undefined when
 * any of them cannot be had with the server's tag (the host's texts changed since the render,
 * the network failed): the page then renders itself, as for any state it cannot use. The
 * page's own load checks them with its validators, as it checks the state's answers.
 */
export async function readKept(
  kept: Readonly<Record<string, string>>,
  fetcher: Fetcher = fetch,
): Promise<Record<string, unknown> | undefined> {
  const read = await Promise.all(
    Object.entries(kept).map(async ([path, tag]) => ({
      path,
      body: await (takeStarted(path, tag) ?? readTagged(path, tag, fetcher)),
    })),
  );
  if (read.some(({ body }) => body === undefined)) return undefined;
  return Object.fromEntries(read.map(({ path, body }) => [path, body]));
}

/** Reads begun by {@link startReadingKept}, by path and tag, each taken once. */
const started = new Map<string, Promise<unknown>>();

/**
 * Begins reading the answers a page's state left to the browser, from the page's entry: the
 * chunk that reads the state back arrives a round trip later, and a first visit's hydration
 * would otherwise wait for that round trip and then for these reads (ADR 0059). Only the
 * state's `kept` is read here, with the same check as the whole state's (same-origin paths);
 * a state that does not parse starts nothing, and the page's own reading of it decides.
 */
export function startReadingKept(stateText: string): void {
  let kept: unknown;
  try {
    kept = (JSON.parse(stateText) as { kept?: unknown } | null)?.kept;
  } catch {
    return;
  }
  if (!isTags(kept)) return;
  for (const [path, tag] of Object.entries(kept)) {
    started.set(`${tag} ${path}`, readTagged(path, tag, fetch));
  }
}

function takeStarted(path: string, tag: string): Promise<unknown> | undefined {
  const read = started.get(`${tag} ${path}`);
  started.delete(`${tag} ${path}`);
  return read;
}

/** Paths on the page's own origin (never `//host`), each with a tag. */
export function isTags(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.entries(value).every(([path, tag]) => /^\/(?!\/)/.test(path) && typeof tag === 'string')
  );
}

async function readTagged(path: string, tag: string, fetcher: Fetcher): Promise<unknown> {
  for (const cache of ['force-cache', 'no-cache'] as const) {
    try {
      const response = await fetcher(path, { cache, headers: { Accept: 'application/json' } });
      if (response.ok && response.headers.get('etag') === tag) {
        return (await response.json()) as unknown;
      }
    } catch {
      // Offline, refused or not JSON: the next way, or none.
    }
  }
  return undefined;
}
