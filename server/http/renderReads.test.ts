import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { documentReader, openRenderReads, renderReadsHeader } from './renderReads.ts';

/** A database whose documents table has one bill, counting the queries it answers. */
function countingDb(fail = false) {
  let queries = 0;
  const db = {
    query: (_sql: string, params: readonly unknown[] = []) => {
      queries += 1;
      if (fail) return Promise.reject(new Error('the database went away'));
      return Promise.resolve(
        params[0] === 'doc-1'
          ? [{ id: 'doc-1', supplier: 'alfa', status: 'issued', pdf_media_id: null }]
          : [],
      );
    },
  } as unknown as Queryable;
  return { db, queries: () => queries };
}

const requestWith = (headers: Record<string, string>) => ({ headers }) as FastifyRequest;

describe("a server render's reads of a bill", () => {
  it("share one query between the render's own calls", async () => {
    const { db, queries } = countingDb();
    const render = openRenderReads();
    const call = () => documentReader(requestWith({ [renderReadsHeader]: render.name }));
    const [a, b] = await Promise.all([call()(db, 'doc-1'), call()(db, 'doc-1')]);
    expect(a?.supplier).toBe('alfa');
    expect(b).toEqual(a);
    expect(await call()(db, 'nobody')).toBeNull();
    expect(queries()).toBe(2);
    render.close();
  });

  it('read the database for every other request: no header, a name not running, a closed render', async () => {
    const { db, queries } = countingDb();
    const render = openRenderReads();
    render.close();
    for (const headers of [
      {},
      { [renderReadsHeader]: 'guessed' },
      { [renderReadsHeader]: render.name },
    ]) {
      await documentReader(requestWith(headers))(db, 'doc-1');
      await documentReader(requestWith(headers))(db, 'doc-1');
    }
    expect(queries()).toBe(6);
  });

  it('do not share a failed read', async () => {
    const { db, queries } = countingDb(true);
    const render = openRenderReads();
    const read = documentReader(requestWith({ [renderReadsHeader]: render.name }));
    await expect(read(db, 'doc-1')).rejects.toThrow('went away');
    await expect(read(db, 'doc-1')).rejects.toThrow('went away');
    expect(queries()).toBe(2);
    render.close();
  });
});
