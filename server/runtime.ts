import path from 'node:path';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { loadHosts, type Host, type Hosts } from './hosts/hosts.ts';
export { hostsOfSupplier } from './hosts/hosts.ts';
import { loadKeys } from './links/keys.ts';
import { createSealer, type Sealer } from './links/seal.ts';
import type { Config } from './config.ts';
import { DEFAULT_LINK_TTL_DAYS } from './http/access.ts';
import { diskBlobStore, memoryBlobStore, type BlobStore } from './store/blobs.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { keyStoredBills } from './store/previousBills.ts';

/** What every command needs: the migrated database, the link keys and the hosts. */
export interface Runtime {
  db: Database;
  sealer: Sealer;
  hosts: Hosts;
  /** Where attachments and PDFs go: a blob store beside PGlite, none (bytea) on PostgreSQL. */
  blobs: BlobStore | null;
  /** How e-mail leaves (issue 28): null when no SMTP URL is configured. */
  mailer: Mailer | null;
}

export async function openRuntime(config: Config): Promise<Runtime> {
  const hosts = loadHosts(config.hostsDir, config.cataloguesDir);
  const db = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    await keyStoredBills(db);
    const sealer = createSealer(await loadKeys(db, config.linkKeys));
    const mailer = config.smtpUrl === undefined ? null : createMailer(config.smtpUrl);
    return { db, sealer, hosts, blobs: blobStoreFor(config), mailer };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * ADR 0014: PGlite runs on the main thread, so large binaries stay out of it, in files beside
 * its folder; a PostgreSQL server keeps them in bytea (its I/O does not block this process, and
 * several API processes share no disk).
 */
function blobStoreFor(config: Config): BlobStore | null {
  if (config.databaseUrl) return null;
  if (config.dataDir.startsWith('memory://')) return memoryBlobStore();
  return diskBlobStore(config.blobDir ?? path.join(config.dataDir, 'blobs'));
}

const DAY = 24 * 60 * 60 * 1000;

/** A fresh bill link for a document of `host`, valid for the host's link lifetime (365 days by default). */
export function billLink(
  runtime: Pick<Runtime, 'sealer'>,
  host: Host | undefined,
  documentId: string,
  origin: string,
  now = new Date(),
): string {
  const days = host?.server.linkTtlDays ?? DEFAULT_LINK_TTL_DAYS;
  const expiresAt = new Date(now.getTime() + days * DAY);
  const id = runtime.sealer.seal('link', documentId, expiresAt, now);
  return `${origin}/bollettainterattiva?id=${id}`;
}

/** The origin a host's links are printed with: its first alias (a local name) or its own name. */
export function hostOrigin(host: Host | undefined, port: number, fallback: string): string {
  const name = host?.server.aliases?.[0] ?? host?.name ?? fallback;
  return `http://${name}:${port}`;
}
