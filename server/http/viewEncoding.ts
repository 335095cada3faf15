import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { CachedView, FirstViewCache, ViewEncoding } from '../cache/firstViewCache.ts';
import { answerEncodings, brotliOptions } from './compress.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The compression plugin's settings (./compress.ts), so a cached view's bytes are those a
 * render's answer gets. Both run on libuv's thread pool, never on the event loop.
 */
const compressors: Record<ViewEncoding, (html: Buffer) => Promise<Buffer>> = {
  br: (html) =>
    brotli(html, {
      ...brotliOptions,
      params: { ...brotliOptions.params, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
  gzip: (html) => gzipped(html),
};

/**
 * The encoding a cached view goes out in, negotiated as the compression plugin negotiates
 * (`*` and `x-gzip` read as gzip): undefined for none, and the plugin then has the answer.
 */
export function viewEncoding(request: FastifyRequest): ViewEncoding | undefined {
  const accepted = request.headers['accept-encoding'];
  if (typeof accepted !== 'string') return undefined;
  const chosen = negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [
    ...answerEncodings,
  ]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/**
 * Sends a view of the first-view cache (ADR 0056). A warm hit was compressed again on every
 * answer, a third of the pages a second a cached view could go at (issue 31): the view is now
 * compressed once per encoding, on the first hit that asks for it, and the bytes are kept with
 * it, counted in the cache's bound.
 */
export async function sendCachedView(
  reply: FastifyReply,
  request: FastifyRequest,
  cache: FirstViewCache,
  key: string,
  view: CachedView,
): Promise<true> {
  void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
  const encoding = viewEncoding(request);
  if (encoding === undefined) {
    await reply.send(view.html);
    return true;
  }
  let bytes = view.encoded?.[encoding];
  if (bytes === undefined) {
    bytes = await compressors[encoding](Buffer.from(view.html));
    cache.keepEncoded(key, view, encoding, bytes);
  }
  await reply.header('content-encoding', encoding).header('vary', 'accept-encoding').send(bytes);
  return true;
}
