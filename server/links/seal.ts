import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Sealed ids: the document id inside a bill link, the bearer token of a link session and the
 * reference of a bill's PDF are each a small JSON payload `{ v: value, e: expiry }` encrypted
 * and authenticated with AES-256-GCM; a bill link also carries `i`, when it was issued, so the
 * host's current link lifetime can shorten a link already sent. The purpose is bound as additional data, so a token made
 * for one use never opens as another.
 *
 *   base64url( version 1 byte | key id 4 bytes | iv 12 bytes | ciphertext | tag 16 bytes )
 *
 * The key id lets an operator rotate keys: new links use the first key, old ones still open
 * with the others until they expire.
 */

/** `attachment`: a care message's file as a supplier downloads it from an event (issue 29). */
export type Purpose = 'link' | 'token' | 'media' | 'attachment';

export type Opened =
  | { status: 'valid'; value: string; expiresAt: Date; issuedAt?: Date }
  | { status: 'expired'; value: string; expiresAt: Date; issuedAt?: Date }
  | { status: 'invalid' };

const VERSION = 1;

/**
 * How far in the future a link's issue time may lie and still open: the clocks of the machine
 * that sealed it and of this one may differ by this much (decision 390). Further ahead, the
 * link was sealed with a wrong clock or by someone who wants its lifetime to count from later:
 * it does not open, like a tampered one.
 */
export const ISSUE_CLOCK_SKEW_MS = 5 * 60_000;
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
  /** `issuedAt` is sealed in when given (bill links); links sealed without it keep only `e`. */
  seal(purpose: Purpose, value: string, expiresAt: Date, issuedAt?: Date): string;
  open(purpose: Purpose, token: string, now?: Date): Opened;
}

/** `keys[0]` seals; every key opens. */
export function createSealer(keys: readonly SealKey[]): Sealer {
  const [current] = keys;
  if (!current) throw new Error('at least one link key is needed');
  return {
    seal(purpose, value, expiresAt, issuedAt) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current.secret, iv);
      cipher.setAAD(Buffer.from(`quadro:${purpose}:${VERSION}`));
      const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);
      const payload = JSON.stringify({
        v: value,
        e: seconds(expiresAt),
        ...(issuedAt === undefined ? {} : { i: seconds(issuedAt) }),
      });
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
      if (payload.i !== undefined && payload.i * 1000 > now.getTime() + ISSUE_CLOCK_SKEW_MS) {
        return { status: 'invalid' };
      }
      const expiresAt = new Date(payload.e * 1000);
      const status = expiresAt.getTime() <= now.getTime() ? 'expired' : 'valid';
      const issued = payload.i === undefined ? {} : { issuedAt: new Date(payload.i * 1000) };
      return { status, value: payload.v, expiresAt, ...issued };
    },
  };
}

interface Payload {
  v: string;
  e: number;
  i?: number;
}

function decrypt(keys: readonly SealKey[], purpose: Purpose, token: string): Payload | null {
  // base64url only: anything else (padding, '+', spaces from a mangled e-mail) is not a link.
  if (token.length > 512 || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  // One encoding per link: a last character that differs only in the unused low bits decodes
  // to the same bytes, so the token must be exactly what those bytes encode to.
  if (raw.toString('base64url') !== token) return null;
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
  return (
    typeof record['v'] === 'string' &&
    Number.isInteger(record['e']) &&
    (record['i'] === undefined || Number.isInteger(record['i']))
  );
}
