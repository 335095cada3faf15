import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskBlobStore, memoryBlobStore, sha256 } from './blobs.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'quadro-blobs-'));
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe.each([
  ['on disk', () => diskBlobStore(path.join(folder, String(Math.random())))],
  ['in memory', () => memoryBlobStore()],
])('the blob store %s', (_where, open) => {
  it('gives back the bytes it was given, under their sha256', async () => {
    const store = open();
    const bytes = randomBytes(70_000);
    const hash = await store.put(bytes);
    expect(hash).toBe(await sha256(bytes));
    expect(Buffer.from(await store.get(hash)).equals(bytes)).toBe(true);
  });

  it('stores the same content once and answers the same hash', async () => {
    const store = open();
    const bytes = randomBytes(100);
    expect(await store.put(bytes)).toBe(await store.put(Buffer.from(bytes)));
  });

  it('refuses a hash it does not hold', async () => {
    await expect(open().get('0'.repeat(64))).rejects.toThrow();
  });
});

describe('the blob store on disk', () => {
  it('leaves no temporary file and shards by the first two hex digits', async () => {
    const dir = path.join(folder, 'layout');
    const hash = await diskBlobStore(dir).put(Buffer.from('%PDF-1.7'));
    expect(readdirSync(dir)).toEqual([hash.slice(0, 2)]);
    expect(readdirSync(path.join(dir, hash.slice(0, 2)))).toEqual([hash]);
  });

  it('refuses a file whose content no longer has its hash, rather than answer wrong bytes', async () => {
    const dir = path.join(folder, 'damaged');
    const store = diskBlobStore(dir);
    const hash = await store.put(Buffer.from('the original'));
    writeFileSync(path.join(dir, hash.slice(0, 2), hash), 'something else');
    await expect(store.get(hash)).rejects.toThrow(/damaged/);
  });

  it('refuses a name that is not a hash (no path outside its folder)', async () => {
    await expect(diskBlobStore(folder).get('../../etc/passwd')).rejects.toThrow(/not a blob hash/);
  });
});
