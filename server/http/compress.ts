import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants, type BrotliOptions } from 'node:zlib';

/**
 * What is compressed: a JSON answer (`application/json`, or a `+json` one: problem details) and
 * a bill's page rendered on the server (`text/html`, ./firstPaint.ts).
 */
const compressedType = /^(?:application\/(?:[\w.-]+\+)?json|text\/html)(?:;|$)/;

/** The encodings answers go out in, the first preferred when a request weighs them alike. */
export const answerEncodings = ['br', 'gzip'] as const;

/**
 * Brotli as the plugin's own recommended defaults have it (text mode, quality 4), named here
 * so a cached first view is compressed the same way (./viewEncoding.ts).
 */
export const brotliOptions: BrotliOptions = {
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: 4,
  },
};

/**
 * Compresses the API's JSON answers and the server-rendered bill pages of 1 KB or more, Brotli or gzip as the request's
 * `Accept-Encoding` prefers (decision 175): the bill document is most of what the first view
 * reads, and Lighthouse counted it among the uncompressed text. Only these: a PDF or an image
 * is compressed already and `application/octet-stream` is what the plugin would otherwise
 * take too; the portal's files keep their build-time `.br`/`.gz` copies (server/http/static.ts),
 * which carry their `Content-Encoding` and so are never compressed twice. Request bodies are
 * read as before: the payment providers' callbacks are not decompressed here. Registered
 * before the routes, whose hooks the plugin adds as they are declared.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: [...answerEncodings],
    brotliOptions,
    threshold: 1024,
    customTypes: compressedType,
    globalDecompression: false,
  });
}
