import type { Queryable } from '../db/database.ts';
import type { BlobStore } from '../store/blobs.ts';
import { bytesOf } from '../store/media.ts';
import type { FaqAnswer } from '../../schemas/types/faq.gen.ts';

export type FaqEntry = FaqAnswer['entries'][number];

/** A supplier's FAQ topics, in the order of their first entry. */
export async function faqTopics(db: Queryable, supplier: string): Promise<string[]> {
  const rows = await db.query<{ topic: string }>(
    `SELECT topic FROM faq_entries WHERE supplier = $1
      GROUP BY topic ORDER BY min(position), topic`,
    [supplier],
  );
  return rows.map((row) => row.topic);
}

/** A supplier's FAQ entries of `topic` (`all`: every one), in order, with their files. */
export async function faqEntries(
  db: Queryable,
  supplier: string,
  topic: string,
): Promise<FaqEntry[]> {
  const entries = await db.query<{ id: string; topic: string; question: string; answer: string }>(
    `SELECT id, topic, question, answer FROM faq_entries
      WHERE supplier = $1 AND ($2 = 'all' OR topic = $2) ORDER BY position, id`,
    [supplier, topic],
  );
  const files = await db.query<{
    entry_id: string;
    id: string;
    filename: string;
    content_type: string;
    size: number;
  }>(
    `SELECT f.entry_id, f.id, f.filename, f.content_type, f.size FROM faq_attachments f
       JOIN faq_entries e ON e.supplier = f.supplier AND e.id = f.entry_id
      WHERE f.supplier = $1 AND ($2 = 'all' OR e.topic = $2) ORDER BY f.entry_id, f.id`,
    [supplier, topic],
  );
  return entries.map((entry) => ({
    ...entry,
    attachments: files
      .filter((file) => file.entry_id === entry.id)
      .map((file) => ({
        id: file.id,
        filename: file.filename,
        contentType: file.content_type,
        size: file.size,
        href: `/api/Faq/attach/${entry.topic}/${entry.id}/${file.id}`,
      })),
  }));
}

export interface FaqFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

/** An FAQ entry's file by its topic, entry and id; null unless all three match. */
export async function faqFile(
  db: Queryable,
  blobs: BlobStore | null,
  supplier: string,
  path: { topic: string; entry: string; file: string },
): Promise<FaqFile | null> {
  const rows = await db.query<{
    filename: string;
    content_type: string;
    bytes: Uint8Array | null;
    blob_sha256: string | null;
  }>(
    `SELECT f.filename, f.content_type, f.bytes, f.blob_sha256 FROM faq_attachments f
       JOIN faq_entries e ON e.supplier = f.supplier AND e.id = f.entry_id
      WHERE f.supplier = $1 AND e.topic = $2 AND f.entry_id = $3 AND f.id = $4`,
    [supplier, path.topic, path.entry, path.file],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    filename: row.filename,
    contentType: row.content_type,
    bytes: await bytesOf(blobs, row.bytes, row.blob_sha256),
  };
}
