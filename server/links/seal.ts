import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Sealed ids: the document id inside a bill link, the bearer token of a link session and the
 * reference of a bill's PDF are each a small JSON payload `{ v: value, e: expiry }` encrypted
 * and authenticated with AES-256-GCM. The purpose is bound as additional data, so a token made
 * for one use never opens as another.
 *
 *   base64url( version 1 byte | key id 4 bytes | iv 12 bytes | ciphertext | tag 16 bytes )
 *
 * The key id lets an operator rotate keys: new links use the first key, old ones still open
 * with the others until they expire.
 */

export type Purpose = 'link' | 'token' | 'media';

export type Opened =
  | { status: 'valid'; value: string; expiresAt: Date }
  | { status: 'expired'; value: string; expiresAt: Date }
  | { status: 'invalid' };

const VERSION = 1;
const HEADER = 1 + 4 + 12;
const TAG = 16;

export interface SealKey {
  id: Buffer;
  secret: Buffer;
}

export function sealKey(secret: Buffer): SealKey {
  if (secret.length !== 32) throw new Error('a link key is 32 bytes (256 bits)');
  return { id: createHash('sha256').update(secret).digest().subarray(0, 4), secret };
}

export interface Sealer {
  seal(purpose: Purpose, value: string, expiresAt: Date): string;
  open(purpose: Purpose, token: string, now?: Date): Opened;
}

/** `keys[0]` seals; every key opens. */
export function createSealer(keys: readonly SealKey[]): Sealer {
  const [current] = keys;
  if (!current) throw new Error('at least one link key is needed');
  return {
    seal(purpose, value, expiresAt) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.secret, iv);
      cipher.setAAD(Buffer.from(`quadro:${purpose}:${VERSION}`));
      const payload = JSON.stringify({ v: value, e: Math.floor(expiresAt.getTime() / 1000) });
      const body = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
      return Buffer.concat([
        Buffer.from([VERSION]),
        current.id,
        iv,
        body,
        cipher.getAuthTag(),
      ]).toString('base64url');
    },
    open(purpose, token, now = new Date()) {
      const payload = decrypt(keys, purpose, token);
      if (payload === null) return { status: 'invalid' };
      const expiresAt = new Date(payload.e * 1000);
      const status = expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
      return { status, value: payload.v, expiresAt };
    },
  };
}

interface Payload {
  v: string;
  e: number;
}

function decrypt(keys: readonly SealKey[], purpose: Purpose, token: string): Payload | null {
  // base64url only: anything else (padding, '+', spaces from a mangled e-mail) is not a link.
  if (token.length > 512 || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length <= HEADER + TAG || raw[0] !== VERSION) return null;
  const keyId = raw.subarray(1, 5);
  const key = keys.find((candidate) => candidate.id.equals(keyId));
  if (!key) return null;
  const decipher = createDecipheriv('aes-256-gcm', key.secret, raw.subarray(5, HEADER));
  decipher.setAAD(Buffer.from(`quadro:${purpose}:${VERSION}`));
  decipher.setAuthTag(raw.subarray(raw.length - TAG));
  let text: string;
  try {
    text = Buffer.concat([
      decipher.update(raw.subarray(HEADER, raw.length - TAG)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null; // the tag does not match: tampered, or sealed for another purpose
  }
  const parsed: unknown = JSON.parse(text);
  return isPayload(parsed) ? parsed : null;
}

function isPayload(value: unknown): value is Payload {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record['v'] === 'string' && Number.isInteger(record['e']);
}
