import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { belongsTo } from '../http/access.ts';
import { Problem } from '../http/problem.ts';
import { findMedia } from '../store/media.ts';
import { findDocument } from '../store/documents.ts';
import { idParams } from './common.ts';

const mediaNotFound = (): Problem =>
  new Problem(404, 'media-not-found', 'This file reference is not valid or has expired.');

/**
 * Spec §7: the bill's PDF by the reference in the document's `detail`. The reference is sealed
 * and expires with the link, so a PDF cannot be fetched by guessing. Saved by the browser as the
 * document number plus .pdf (spec §9).
 */
export function mediaRoutes(app: FastifyInstance, deps: Deps): void {
  const handler = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
  ) => {
    const opened = deps.sealer.open('media', request.params.id, deps.now());
    if (opened.status !== 'valid') throw mediaNotFound();
    const media = await findMedia(deps.db, deps.blobs, opened.value);
    if (!media) throw mediaNotFound();
    const bill = await findDocument(deps.db, media.documentId);
    // A bill's PDF opens only on its own supplier's hosts, like its link.
    if (!belongsTo(request.site, bill)) throw mediaNotFound();
    const filename = downloadName(bill.document['document_number']);
    return reply
      .type(media.contentType)
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(media.bytes));
  };
  const options = { schema: { params: idParams('id') } };
  app.get('/api/media/:id', options, handler);
  app.get('/api/mediacloud/:id', options, handler);
}

/** The document number made safe for a file name (`2026/000123` → `2026-000123.pdf`). */
export function downloadName(documentNumber: unknown): string {
  if (typeof documentNumber !== 'string' && typeof documentNumber !== 'number') return 'file.pdf';
  const safe = String(documentNumber)
    .trim()
    .replace(/[/\\]/g, '-')
    .replace(/[^A-Za-z0-9._ -]/g, '')
    .slice(0, 100);
  return safe === '' ? 'file.pdf' : `${safe}.pdf`;
}
