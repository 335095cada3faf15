import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALFA, databaseKinds, expectSchema, openTestApp, type TestApp } from './harness.ts';
import { billOf, call, clients, documentOf, tokenOf } from './ingestHarness.ts';

// Issue 32, decision 634: a receipt whose lines do not add up is told to the billing system at
// ingestion, as a warning on the result, before a customer opens the bill; the bill is kept.
const { alfa } = clients;
const receipt = '/document/fatt_interattiva_data/scontrino_energia';

/** The sample alfa-2026-0001 (109,73 €, its receipt adds up) under `id`, at `amount`. */
function billAt(id: string, amount?: string) {
  const bill = billOf('alfa-2026-0001', id);
  if (amount !== undefined) bill.document.document_amount = amount;
  return bill;
}

describe.each(databaseKinds)('the ingestion warnings on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await openTestApp(kind, { seed: false });
    token = await tokenOf(t, alfa);
  });
  afterAll(() => t.close());

  it('warns of a receipt that does not add up, with its pointer and both sums, and stores the bill', async () => {
    const put = await call(
      t,
      alfa,
      token,
      'PUT',
      '/bills/alfa-warn-1',
      billAt('alfa-warn-1', '110,00'),
    );
    expect(put.statusCode).toBe(201);
    expectSchema('ingest-result.schema.json', put.json());
    expect(put.json()).toEqual({
      id: 'alfa-warn-1',
      result: 'stored',
      version: 1,
      warnings: [
        {
          code: 'receipt-mismatch',
          pointer: receipt,
          message:
            'scontrino_energia is not shown: the lines do not add up to document_amount (lines 109.73, document_amount 110.00, totale 109.73)',
          linesCents: 10973,
          documentAmountCents: 11000,
          totaleCents: 10973,
        },
      ],
    });
    // Stored as sent: its link opens it (the page then hides the receipt, decision 630).
    const opened = await documentOf(t, ALFA, t.crypto('alfa-warn-1'));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ document_amount: '110,00' });
    // Sent again unchanged, it is warned of again: the result describes the bill, not the call.
    const again = await call(
      t,
      alfa,
      token,
      'PUT',
      '/bills/alfa-warn-1',
      billAt('alfa-warn-1', '110,00'),
    );
    expect(again.json()).toMatchObject({ result: 'unchanged', warnings: [{ pointer: receipt }] });
    // Fixed, it is the next version, without a warning.
    const fixed = await call(t, alfa, token, 'PUT', '/bills/alfa-warn-1', billAt('alfa-warn-1'));
    expect(fixed.json()).toEqual({
      id: 'alfa-warn-1',
      result: 'replaced',
      version: 2,
      warnings: [],
    });
  });

  it('has an empty list of warnings for a receipt that adds up', async () => {
    const put = await call(t, alfa, token, 'PUT', '/bills/alfa-warn-2', billAt('alfa-warn-2'));
    expect(put.statusCode).toBe(201);
    expect(put.json()).toEqual({ id: 'alfa-warn-2', result: 'stored', version: 1, warnings: [] });
  });

  it('warns on the batch line of a bill whose receipt does not add up, the others without', async () => {
    const body = [billAt('alfa-warn-3'), billAt('alfa-warn-4', '100,00'), { id: 'alfa-warn-5' }]
      .map((bill) => JSON.stringify(bill))
      .join('\n');
    const response = await call(t, alfa, token, 'POST', '/bills', body, 'application/x-ndjson');
    expect(response.statusCode).toBe(200);
    const results = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const result of results) expectSchema('ingest-result.schema.json', result);
    expect(results).toEqual([
      { line: 1, id: 'alfa-warn-3', result: 'stored', version: 1, warnings: [] },
      {
        line: 2,
        id: 'alfa-warn-4',
        result: 'stored',
        version: 1,
        warnings: [
          expect.objectContaining({
            code: 'receipt-mismatch',
            pointer: receipt,
            linesCents: 10973,
            documentAmountCents: 10000,
          }),
        ],
      },
      // A refused line has errors, not warnings: nothing was kept to warn of.
      expect.not.objectContaining({ warnings: expect.anything() as unknown }),
    ]);
    expect(results[2]).toMatchObject({ line: 3, result: 'refused' });
  });
});
