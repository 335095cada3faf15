import { setImmediate as nextTurn } from 'node:timers/promises';
import { CARE_MAX_ATTACHMENT_BYTES } from '../../src/domain/careForm.ts';
import { Problem } from '../http/problem.ts';
import type { NewAttachment } from '../store/inbox.ts';

/** Spec §5 and §9: an attachment over 2,097,152 bytes is refused, by the server too. */
export const MAX_ATTACHMENT_BYTES = CARE_MAX_ATTACHMENT_BYTES;

/**
 * The files a customer may attach (issue 12): PDF and common images, each recognised by its
 * first bytes. The name's extension and any declared type are the sender's claim and are never
 * stored: a file named `.pdf` that is HTML is refused, and the type kept is the one found here.
 */
const allowed: { type: string; matches: (head: Uint8Array) => boolean }[] = [
  { type: 'application/pdf', matches: (head) => startsWith(head, 0, '%PDF-') },
  {
    type: 'image/jpeg',
    matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  },
  {
    type: 'image/png',
    matches: (head) => head[0] === 0x89 && startsWith(head, 1, 'PNG\r\n\x1a\n'),
  },
  {
    type: 'image/gif',
    matches: (head) => startsWith(head, 0, 'GIF87a') || startsWith(head, 0, 'GIF89a'),
  },
  {
    type: 'image/webp',
    matches: (head) => startsWith(head, 0, 'RIFF') && startsWith(head, 8, 'WEBP'),
  },
];

export const ALLOWED_TYPES = 'PDF, JPEG, PNG, GIF or WebP';

function startsWith(bytes: Uint8Array, at: number, text: string): boolean {
  for (let i = 0; i < text.length; i++) if (bytes[at + i] !== text.charCodeAt(i)) return false;
  return true;
}

/** The media type of `bytes` by their content, or null when it is none of the allowed. */
export function detectType(bytes: Uint8Array): string | null {
  return allowed.find((kind) => kind.matches(bytes))?.type ?? null;
}

/**
 * Decodes a base64 attachment (a `data:` URL prefix is accepted, as FileReader gives one) and
 * refuses it when it is not base64, is over the limit or is not an allowed type, naming the
 * file. The request schema checks neither characters nor length (that would hold the event
 * loop for the whole body in one piece): the route's body limit bounds it, this checks it.
 */
export function decodeAttachment(name: string, content: string): NewAttachment {
  let base64 = content.startsWith('data:') ? content.replace(/^data:[^,]*;base64,/, '') : content;
  // Line breaks are rare (some encoders wrap at 76): only then is the text copied without them.
  if (/\s/.test(base64)) base64 = base64.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64)) {
    throw new Problem(400, 'attachment-not-base64', `The attachment ${name} is not base64.`);
  }
  // Size before decoding, so that an oversize file is never held twice in memory.
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const size = Math.floor(((base64.length - padding) * 3) / 4);
  if (size > MAX_ATTACHMENT_BYTES) {
    throw new Problem(
      413,
      'attachment-too-large',
      `allegato peso: ${name} is ${size} bytes; an attachment may be at most ${MAX_ATTACHMENT_BYTES} bytes (2 MB).`,
    );
  }
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) {
    throw new Problem(400, 'attachment-empty', `The attachment ${name} is empty.`);
  }
  const contentType = detectType(bytes);
  if (contentType === null) {
    throw new Problem(
      415,
      'attachment-type',
      `The attachment ${name} is not a ${ALLOWED_TYPES} file (by its content); other files are not accepted.`,
    );
  }
  return { name, contentType, bytes };
}

/**
 * A route's `preValidation` for bodies of megabytes: parsing the JSON and checking it against
 * the schema would otherwise run in one turn of the event loop; between them, others are served.
 */
export async function breathe(): Promise<void> {
  await nextTurn();
}

/**
 * Decodes several attachments, one per turn of the event loop: five 2 MB files are about
 * 40 ms of work, which other requests should not wait behind in one piece.
 */
export async function decodeAttachments(
  files: readonly { name: string; content: string }[],
): Promise<NewAttachment[]> {
  const decoded: NewAttachment[] = [];
  for (const file of files) {
    await nextTurn();
    decoded.push(decodeAttachment(file.name, file.content));
  }
  return decoded;
}
