import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import { findDocument, type StoredDocument } from '../store/documents.ts';

/** How a route reads the bill a link or token names (../store/documents.ts by default). */
export type ReadDocument = (db: Queryable, id: string) => Promise<StoredDocument | null>;

/**
 * The header the server render's in-process calls carry (./firstPaint.ts): a random name of
 * one render, known only inside this process while that render runs.
 */
export const renderReadsHeader = 'x-quadro-render';

const renders = new Map<string, Map<string, Promise<StoredDocument | null>>>();

/**
 * One render's reads of bills: the page's calls open the same bill three times (public access,
 * modules, instalments), each with its whole row, a third of a cold render's database time
 * (ADR 0056, session 2). Within one render the row is read once and shared; every call still
 * makes its own checks on it (link or token, supplier, expiry, withdrawal). `close` when the
 * render has settled: a later request with the same name reads the database as any other.
 */
export function openRenderReads(): { name: string; close: () => void } {
  const name = randomUUID();
  renders.set(name, new Map());
  return { name, close: () => renders.delete(name) };
}

/** The reader for a request: the render's shared one for the render's own calls, else the query. */
export function documentReader(request: FastifyRequest): ReadDocument {
  const header = request.headers[renderReadsHeader];
  const reads = typeof header === 'string' ? renders.get(header) : undefined;
  if (reads === undefined) return findDocument;
  return (db, id) => {
    let read = reads.get(id);
    if (read === undefined) {
      read = findDocument(db, id);
      reads.set(id, read);
      // A failed read is not shared: the next call asks again, as it would have.
      read.catch(() => reads.delete(id));
    }
    return read;
  };
}
