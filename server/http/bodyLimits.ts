import { CARE_MAX_ATTACHMENT_BYTES } from '../../src/domain/careForm.ts';
import type { BodyShape } from './bodyScan.ts';

/**
 * How large a body each route reads (issue 27, item 1; ADR 0038), sized to what it can
 * legitimately receive. Parsing costs time in proportion to the bytes, so these limits are what
 * bound it: a body over its route's limit is refused by its Content-Length, unread, or at the
 * first byte past it.
 */

/**
 * Every route that says nothing else (fastify's `bodyLimit` in server/app.ts). The largest
 * ordinary body (a profile, a registration step, a reading, a payment's outcome) is under
 * 2 KB; a 5,000-character text written with JSON escapes is 30 KB but comes only with the
 * routes below.
 */
export const DEFAULT_BODY_LIMIT = 32_768;

/**
 * One attachment as a browser sends it, with room: base64 (4 characters for 3 bytes) of a file
 * somewhat over the limit (so that the attachment's own check answers `attachment-too-large`
 * for it), in lines of 76 characters ended by `\r\n` escaped in JSON (4 bytes), as some
 * encoders wrap, and a `data:…;base64,` prefix.
 */
const base64Of = (bytes: number): number => Math.ceil(bytes / 3) * 4;
export const ATTACHMENT_TEXT =
  Math.ceil((base64Of(CARE_MAX_ATTACHMENT_BYTES + 65_536) / 76) * 80) + 256;

/** A message's texts and names around its attachments, escapes included. */
const MESSAGE_TEXTS = 65_536;

/** Route options of a message with up to `files` attachments: its body limit and shape. */
export function messageBody(files: number): {
  bodyLimit: number;
  config: { bodyShape: BodyShape };
} {
  return {
    bodyLimit: files * ATTACHMENT_TEXT + MESSAGE_TEXTS,
    // A care message is about 30 values with 5 files: twice that is room, not a wide body.
    config: { bodyShape: { values: 64, string: ATTACHMENT_TEXT } },
  };
}

/**
 * One bill sent to the ingestion API (issue 28, server/ingest/): its bundle's JSON, and the
 * longest line of an NDJSON batch. The largest sample bill is 50 KB; a bill with years of
 * consumption history and many supplies stays well under 1 MB, so 2 MiB is room, not a target.
 */
export const INGEST_BILL_LIMIT = 2 * 1024 * 1024;

/** A supplier's own PDF of one bill (PUT …/bills/{id}/pdf): a printed bill is under 1 MB. */
export const INGEST_PDF_LIMIT = 10 * 1024 * 1024;
