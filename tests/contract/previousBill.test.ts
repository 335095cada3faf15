import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Bundle } from '../../server/bundles.ts';
import { keyStoredBills } from '../../server/store/previousBills.ts';
import {
  ALFA,
  BETA,
  config,
  databaseKinds,
  openTestApp,
  type DatabaseKind,
  type TestApp,
} from './harness.ts';
import { billOf, call, clients, tokenOf, type Client } from './ingestHarness.ts';
import { startRenderer, type Renderer } from './firstViewRenderer.ts';

/**
 * Issue 32, decisions 660–666 (ADR 0058): a bill the billing system sends without
 * `bolletta_precedente` is compared with the previous stored bill of the same supplier, client
 * and supply point; a later store of an earlier bill reaches the cached answers of the bills
 * after it.
 */
type Data = Record<string, unknown>;
const { alfa, beta } = clients;
const POD = 'IT002E04518732';
const CLIENT = '0010458321';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36';

interface Variant {
  number: string;
  date: string;
  amount?: number;
  client?: string;
  pod?: string;
  type?: string;
}

/** A copy of alfa-2026-0001 (POD IT002E04518732, client 0010458321) sent without a previous bill. */
function bill(id: string, variant: Variant, sample = 'alfa-2026-0001'): Bundle {
  const bundle = billOf(sample, id);
  const doc = bundle.document as unknown as Data;
  const data = doc['fatt_interattiva_data'] as Data;
  delete data['bolletta_precedente'];
  doc['document_number'] = variant.number;
  doc['document_date'] = variant.date;
  doc['document_amount'] = variant.amount ?? 100;
  if (variant.type !== undefined) doc['document_type'] = variant.type;
  doc['index_fields'] = [{ label: 'invoices_codice_cliente', value: variant.client ?? CLIENT }];
  const supply = (data['fornitura'] as Data[])[0] as Data;
  supply['tipo_punto'] = 'POD';
  supply['pod'] = variant.pod ?? POD;
  delete supply['pdr'];
  return bundle;
}

describe.each(databaseKinds)('the previous stored bill on %s', (kind) => {
  let t: TestApp;
  const tokens = new Map<Client, string>();
  beforeAll(async () => {
    t = await openTestApp(kind, { seed: false });
    tokens.set(alfa, await tokenOf(t, alfa));
    tokens.set(beta, await tokenOf(t, beta));
  });
  afterAll(() => t.close());

  const send = async (bundle: Bundle, client = alfa) => {
    const response = await call(
      t,
      client,
      tokens.get(client),
      'PUT',
      `/bills/${bundle.id}`,
      bundle,
    );
    expect(response.statusCode, response.body).toBeLessThan(300);
  };
  const previousOf = async (id: string, host = ALFA): Promise<Data | undefined> => {
    const response = await t.app.inject({
      url: `/api/bollettainterattiva/document/${t.crypto(id)}`,
      headers: { host },
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json<Data>()['fatt_interattiva_data'] as Data;
    return (data['bolletta_precedente'] ?? undefined) as Data | undefined;
  };
  /** The same link each time, so that its cached answer is what is read. */
  const cachedPreviousOf = (link: string) => async (): Promise<unknown> => {
    const response = await t.app.inject({
      url: `/api/bollettainterattiva/document/${link}`,
      headers: { host: ALFA },
    });
    const data = response.json<Data>()['fatt_interattiva_data'] as Data;
    return (data['bolletta_precedente'] as Data | undefined)?.['document_number'];
  };

  it("shows B compared with A once A, stored after B, is found, dropping B's cached answer", async () => {
    await send(bill('alfa-cmp-b', { number: 'B-1', date: '2026-03-05', amount: 109.73 }));
    const link = t.crypto('alfa-cmp-b');
    const read = cachedPreviousOf(link);
    expect(await read()).toBeUndefined();
    expect(await read()).toBeUndefined(); // now from the document cache
    await send(bill('alfa-cmp-a', { number: 'A-1', date: '2026-01-08', amount: 118.4 }));
    await vi.waitFor(async () => {
      expect(await read()).toBe('A-1');
    });
    expect(await previousOf('alfa-cmp-b')).toEqual({
      document_number: 'A-1',
      document_date: '2026-01-08',
      document_amount: 118.4,
      document_period_start: '2026-01-01',
      document_period_end: '2026-02-28',
      n_giorni: 59,
      consumo: 446,
      unita: 'kWh',
      importo_ricalcoli_conguaglio: 0,
      importo_ricalcoli_stima: 0,
    });
    // A has no earlier bill of its own.
    expect(await previousOf('alfa-cmp-a')).toBeUndefined();
  });

  it('never takes a bill of another client, supplier or supply point, a credit note, or a later one', async () => {
    const between = { date: '2026-02-10', amount: 50 };
    await send(bill('alfa-cmp-other-client', { ...between, number: 'X-1', client: '0099' }));
    await send(bill('alfa-cmp-other-pod', { ...between, number: 'X-2', pod: 'IT001E99999999' }));
    await send(bill('alfa-cmp-credit', { ...between, number: 'X-3', type: 'Nota di credito' }));
    const intruder = bill('beta-cmp-same', { ...between, number: 'X-4' }, 'beta-2026-0003');
    intruder.supplier = 'beta';
    const data = (intruder.document as unknown as Data)['fatt_interattiva_data'] as Data;
    expect((data['fornitura'] as Data[])[0]?.['pod']).toBe(POD);
    await send(intruder, beta);
    await send(bill('alfa-cmp-c', { number: 'C-1', date: '2026-05-06' }));
    expect((await previousOf('alfa-cmp-b'))?.['document_number']).toBe('A-1');
    // The later bill compares with the newest earlier one.
    expect((await previousOf('alfa-cmp-c'))?.['document_number']).toBe('B-1');
    // The other supplier's bill is not compared with Alfa's, on its own host either.
    expect(await previousOf('beta-cmp-same', BETA)).toBeUndefined();
  });

  it('keeps the previous bill the billing system sent, whatever quadro stores', async () => {
    const sent = billOf('alfa-2026-0001', 'alfa-cmp-sent');
    sent.document.document_date = '2026-06-01';
    await send(sent);
    expect((await previousOf('alfa-cmp-sent'))?.['document_number']).toBe('A2026000012');
  });

  it('forgets a withdrawn previous bill in the cached answers of the bills after it', async () => {
    const read = cachedPreviousOf(t.crypto('alfa-cmp-c'));
    expect(await read()).toBe('B-1');
    const withdrawn = await call(t, alfa, tokens.get(alfa), 'DELETE', '/bills/alfa-cmp-b');
    expect(withdrawn.statusCode, withdrawn.body).toBeLessThan(300);
    await vi.waitFor(async () => {
      expect(await read()).toBe('A-1');
    });
  });

  it('fills at start the keys of bills stored before migration 0024', async () => {
    const read = cachedPreviousOf(t.crypto('alfa-cmp-c'));
    expect(await read()).toBe('A-1');
    await t.runtime.db.query(
      `UPDATE documents SET client_code = NULL, supply_point = NULL, bill_date = NULL,
              as_previous = NULL, keys_filled = false WHERE id = 'alfa-cmp-a'`,
    );
    await vi.waitFor(async () => {
      expect(await read()).toBeUndefined();
    });
    expect(await keyStoredBills(t.runtime.db)).toBe(1);
    await vi.waitFor(async () => {
      expect(await read()).toBe('A-1');
    });
    expect(await keyStoredBills(t.runtime.db)).toBe(0);
  });

  it('finds the previous bill on the index, not by reading every bill', async () => {
    const plan = await t.runtime.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const rows = await tx.query<Data>(
        `EXPLAIN SELECT e.as_previous FROM documents e
          WHERE e.supplier = 'alfa' AND e.client_code = $1
            AND e.supply_point IS NOT NULL AND e.supply_point = $2 AND e.bill_date < '2026-03-05'
            AND e.status = 'issued' AND e.as_previous IS NOT NULL
          ORDER BY e.bill_date DESC, e.id DESC LIMIT 1`,
        [CLIENT, `POD:${POD}`],
      );
      return rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    });
    expect(plan).toMatch(/documents_same_supply/);
  });
});

describe('the first view of a later bill', () => {
  let renderer: Renderer;
  beforeAll(async () => {
    renderer = await startRenderer();
  }, 120_000);
  afterAll(() => renderer.close());

  /** The API with the page's renderer and templates, as ./firstViewCache.test.ts opens it. */
  const open = (kind: DatabaseKind): Promise<TestApp> =>
    openTestApp(kind, {
      seed: false,
      distDir: renderer.distDir,
      templatesDir: config.templatesDir,
    });

  it.each(databaseKinds)(
    "changes B's cached first view once an earlier bill A is stored (%s)",
    async (kind) => {
      const t = await open(kind);
      try {
        const page = async (link: string) =>
          (
            await t.app.inject({
              url: `/bollettainterattiva?id=${link}`,
              headers: { host: ALFA, accept: 'text/html', 'user-agent': desktop },
            })
          ).body;
        const token = await tokenOf(t, alfa);
        const send = async (bundle: Bundle) => {
          const response = await call(t, alfa, token, 'PUT', `/bills/${bundle.id}`, bundle);
          expect(response.statusCode, response.body).toBeLessThan(300);
        };
        await send(bill('alfa-view-b', { number: 'B-VIEW', date: '2026-03-05', amount: 109.73 }));
        const link = t.crypto('alfa-view-b');
        // The first render loads the page's lazy parts through Vite; until then it may time out.
        await vi.waitFor(
          async () => {
            expect(await page(link)).toContain('id="quadro-state"');
          },
          {
            timeout: 60_000,
            interval: 100,
          },
        );
        const first = await page(link);
        const renders = renderer.renders();
        expect(await page(link)).toBe(first);
        expect(renderer.renders()).toBe(renders);
        expect(first).not.toContain('A-VIEW');

        await send(bill('alfa-view-a', { number: 'A-VIEW', date: '2026-01-08', amount: 118.4 }));
        await vi.waitFor(async () => {
          expect(await page(link)).toContain('"document_number":"A-VIEW"');
        });
        expect(renderer.renders()).toBeGreaterThan(renders);
      } finally {
        await t.close();
      }
    },
    120_000,
  );
});
