import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { sealKey, type SealKey } from './seal.ts';

/**
 * The link keys. An operator sets QUADRO_LINK_KEYS (comma-separated, base64 or base64url of 32
 * bytes each; the first seals new links). Without it, a key is made on first start and kept in
 * the database, so that links survive restarts and every process serving the database agrees.
 */
export async function loadKeys(db: Database, configured: string | undefined): Promise<SealKey[]> {
  if (configured && configured.trim() !== '') {
    return configured.split(',').map((text, index) => {
      const secret = Buffer.from(text.trim(), 'base64url');
      if (secret.length !== 32) {
        throw new Error(
          `QUADRO_LINK_KEYS entry ${index + 1} is ${secret.length} bytes; a key is 32 bytes in base64 (e.g. \`openssl rand -base64 32\`).`,
        );
      }
      return sealKey(secret);
    });
  }
  const fresh = randomBytes(32).toString('base64url');
  await db.query(
    "INSERT INTO settings (key, value) VALUES ('link_key', $1) ON CONFLICT (key) DO NOTHING",
    [fresh],
  );
  const rows = await db.query<{ value: string }>(
    "SELECT value FROM settings WHERE key = 'link_key'",
  );
  const stored = rows[0]?.value ?? fresh;
  return [sealKey(Buffer.from(stored, 'base64url'))];
}
