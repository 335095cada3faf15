import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import type { Deps } from '../deps.ts';
import { limitsOf } from '../http/limits.ts';
import { Problem } from '../http/problem.ts';
import {
  lockMessages,
  recentMessages,
  saveCareMessage,
  storeAttachments,
  type CareMessage,
} from '../store/inbox.ts';
import { decodeAttachments } from './attachments.ts';
import { attachmentLinks, type EventAttachment } from '../events/attachments.ts';
import { appendEvent, type NewEvent } from '../events/outbox.ts';
import { sha256 } from '../store/blobs.ts';

/**
 * Stores a care message (`messaggio` or `sendemail`) within the bill's daily quota (issue 12).
 * The quota is checked before the attachments are decoded, so a refused message costs nothing,
 * and again under a per-bill lock in the transaction, so concurrent posts cannot pass it
 * together. The attachments are decoded a file per event-loop turn and written to the blob
 * store before the transaction (ADR 0014).
 */
export async function storeCareMessage(
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  message: Omit<CareMessage, 'attachments'>,
  files: readonly { name: string; content: string }[],
  event: (attachments: EventAttachment[]) => NewEvent,
): Promise<void> {
  const perDay = limitsOf(request.site).messagesPerBillPerDay;
  await checkQuota(deps.db, reply, message.documentId, perDay);
  const attachments = await storeAttachments(deps.blobs, await decodeAttachments(files));
  // The blob store's name is the hash already; without one, the hash is made here, off the
  // transaction (WebCrypto runs on libuv's pool).
  const hashes: string[] = [];
  for (const file of attachments) hashes.push(file.blob ?? (await sha256(file.bytes)));
  await deps.db.transaction(async (tx) => {
    await lockMessages(tx, message.documentId);
    await checkQuota(tx, reply, message.documentId, perDay);
    const { attachmentIds } = await saveCareMessage(tx, message, attachments);
    // The message and its event commit together (issue 29's outbox, ADR 0048).
    const facts = attachments.map((file, index) => ({
      id: attachmentIds[index] ?? '',
      name: file.name,
      contentType: file.contentType,
      size: file.bytes.length,
      sha256: hashes[index] ?? '',
    }));
    await appendEvent(tx, event(attachmentLinks(deps, request.site, facts, deps.now())));
  });
}

async function checkQuota(
  db: Queryable,
  reply: FastifyReply,
  documentId: string,
  perDay: number,
): Promise<void> {
  const { count, secondsUntilFewer } = await recentMessages(db, documentId);
  if (count < perDay) return;
  void reply.header('retry-after', String(secondsUntilFewer));
  const hours = Math.ceil(secondsUntilFewer / 3600);
  throw new Problem(
    429,
    'quota-exceeded',
    `This bill has received ${count} messages in the last 24 hours, the most it accepts: retry in ${secondsUntilFewer} seconds (about ${hours} ${hours === 1 ? 'hour' : 'hours'}), or call customer care.`,
  );
}
