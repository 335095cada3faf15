import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle, type Bundle } from '../../server/bundles.ts';
import { BillRefusal } from '../../server/ingest/store.ts';
import {
  bundles,
  databaseKinds,
  fixturesDir,
  hostOf,
  openTestApp,
  type TestApp,
} from './harness.ts';

// Issue 28, ADR 0042: a bill sent again is "unchanged", a changed one is the next version that
// the same link opens, every version is kept, and no supplier stores over another's id.
const sample = (id: string): Bundle => {
  const found = bundles.find((bundle) => bundle.id === id);
  if (!found) throw new Error(`no sample ${id}`);
  return structuredClone(found);
};

describe.each(databaseKinds)('bill versions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { seed: false });
  });
  afterAll(() => t.close());

  const store = (bundle: Bundle) =>
    importBundle(t.runtime.db, bundle, fixturesDir, t.runtime.blobs);
  const documentOf = async (id: string) => {
    const response = await t.app.inject({
      url: `/api/bollettainterattiva/document/${t.crypto(id)}`,
      headers: { host: hostOf(t.runtime, sample(id).supplier) },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Record<string, unknown>>();
  };

  it('stores a new bill as version 1, and the same bill again as unchanged', async () => {
    const bill = sample('alfa-2026-0001');
    expect(await store(bill)).toEqual({ outcome: 'stored', version: 1, dueChanged: true });
    expect(await store(sample('alfa-2026-0001'))).toEqual({
      outcome: 'unchanged',
      version: 1,
      dueChanged: false,
    });
  });

  it('stores a change as the next version, opened by the link printed before it', async () => {
    const link = t.crypto('alfa-2026-0001');
    const changed = sample('alfa-2026-0001');
    changed.document = { ...changed.document, holder_name: 'Giulia Bianchi Rossi' };
    expect(await store(changed)).toEqual({ outcome: 'replaced', version: 2, dueChanged: false });
    const answer = await t.app.inject({
      url: `/api/bollettainterattiva/document/${link}`,
      headers: { host: hostOf(t.runtime, changed.supplier) },
    });
    expect(answer.json<Record<string, unknown>>()['holder_name']).toBe('Giulia Bianchi Rossi');

    const moreDue = sample('alfa-2026-0001');
    moreDue.document = { ...changed.document, document_amount: '999,99' };
    expect(await store(moreDue)).toMatchObject({
      outcome: 'replaced',
      version: 3,
      dueChanged: true,
    });
    expect((await documentOf('alfa-2026-0001'))['document_amount']).toBe('999,99');

    const versions = await t.runtime.db.query<{ version: number; holder: string | null }>(
      `SELECT version, bundle -> 'document' ->> 'holder_name' AS holder
         FROM document_versions WHERE document_id = $1 ORDER BY version`,
      ['alfa-2026-0001'],
    );
    expect(versions.map((row) => row.version)).toEqual([1, 2, 3]);
    expect(versions[0]?.holder).toBe(sample('alfa-2026-0001').document['holder_name']);
  });

  it("refuses another supplier's id without saying whose it is", async () => {
    const beta = sample('beta-2026-0001');
    const intruder = { ...beta, id: 'alfa-2026-0001' };
    const refused = store(intruder);
    await expect(refused).rejects.toBeInstanceOf(BillRefusal);
    await expect(refused).rejects.toMatchObject({ code: 'id-unavailable', pointer: '/id' });
    expect((await documentOf('alfa-2026-0001'))['document_amount']).toBe('999,99');
  });
});
