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
      body: await readTagged(path, tag, fetcher),
    })),
  );
  if (read.some(({ body }) => body === undefined)) return undefined;
  return Object.fromEntries(read.map(({ path, body }) => [path, body]));
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
