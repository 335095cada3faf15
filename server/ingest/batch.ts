import type { Readable, Writable } from 'node:stream';
import { once } from 'node:events';
import type { IngestResult } from '../../schemas/types/ingest-result.gen.ts';

/**
 * An NDJSON batch read as a stream (issue 28): one line at a time, never more than one line
 * held, so memory stays flat whatever the batch's size; a line longer than the single-bill limit
 * is skipped to its end unread and answered as refused. Empty lines are skipped, as NDJSON asks.
 */
export type Line = { number: number; text: string } | { number: number; tooLong: true };

export async function* linesOf(stream: Readable, maxBytes: number): AsyncGenerator<Line> {
  let parts: Buffer[] = [];
  let held = 0;
  let skipping = false;
  let number = 0;
  const finish = function* (): Generator<Line> {
    number += 1;
    if (skipping) yield { number, tooLong: true };
    else {
      const text = Buffer.concat(parts, held).toString('utf8');
      if (text.trim() !== '') yield { number, text };
    }
    parts = [];
    held = 0;
    skipping = false;
  };
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let start = 0;
    for (;;) {
      const end = chunk.indexOf(10, start);
      const piece = chunk.subarray(start, end === -1 ? chunk.length : end);
      if (!skipping) {
        if (held + piece.length > maxBytes) {
          skipping = true;
          parts = [];
          held = 0;
        } else {
          parts.push(piece);
          held += piece.length;
        }
      }
      if (end === -1) break;
      yield* finish();
      start = end + 1;
    }
  }
  if (held > 0 || skipping) yield* finish();
}

/** Writes one result line, waiting while the client reads slower than results come. */
export async function writeResult(
  out: Writable,
  line: number,
  result: IngestResult,
): Promise<void> {
  if (!out.write(`${JSON.stringify({ line, ...result })}\n`)) await once(out, 'drain');
}
