/**
 * The first view's answers split in two (ADR 0059): the customer's own, which the state
 * carries, and those the browser keeps (by path, with their ETags: the host's settings, texts
 * and templates, recorded by `taggedTransport`), which the state names and the page reads back
 * from its HTTP cache. An answer recorded under a query is never a kept one.
 */
export function leaveToBrowser(
  answers: Readonly<Record<string, unknown>>,
  etags: ReadonlyMap<string, string>,
): { answers: Record<string, unknown>; kept: Record<string, string> } {
  const own: Record<string, unknown> = {};
  const kept: Record<string, string> = {};
  for (const [path, body] of Object.entries(answers)) {
    const etag = etags.get(path);
    if (etag === undefined) own[path] = body;
    else kept[path] = etag;
  }
  return { answers: own, kept };
}
