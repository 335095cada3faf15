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
): Promise<void> {
  const perDay = limitsOf(request.site).messagesPerBillPerDay;
  await checkQuota(deps.db, reply, message.documentId, perDay);
  const attachments = await storeAttachments(deps.blobs, await decodeAttachments(files));
  await deps.db.transaction(async (tx) => {
    await lockMessages(tx, message.documentId);
    await checkQuota(tx, reply, message.documentId, perDay);
    await saveCareMessage(tx, message, attachments);
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
