import { Problem } from '../http/problem.ts';
import type { NewAttachment } from '../store/inbox.ts';

/** Spec §5 and §9: an attachment over 2,097,152 bytes is refused, by the server too. */
export const MAX_ATTACHMENT_BYTES = 2_097_152;

const types: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * Decodes a base64 attachment (a `data:` URL prefix is accepted, as FileReader gives one) and
 * refuses it when it is not base64 or is over the limit, naming the file.
 */
export function decodeAttachment(name: string, content: string, type?: string): NewAttachment {
  const base64 = content.replace(/^data:[^,]*;base64,/, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64.replace(/\s+/g, ''))) {
    throw new Problem(400, 'attachment-not-base64', `The attachment ${name} is not base64.`);
  }
  // Size before decoding, so that an oversize file is never held twice in memory.
  const size = Math.floor((base64.replace(/[\s=]/g, '').length * 3) / 4);
  if (size > MAX_ATTACHMENT_BYTES) {
    throw new Problem(
      413,
      'attachment-too-large',
      `allegato peso: ${name} is ${size} bytes; an attachment may be at most ${MAX_ATTACHMENT_BYTES} bytes (2 MB).`,
    );
  }
  const extension = name.toLowerCase().split('.').pop() ?? '';
  return {
    name,
    contentType:
      type !== undefined && type !== '' ? type : (types[extension] ?? 'application/octet-stream'),
    bytes: Buffer.from(base64, 'base64'),
  };
}
