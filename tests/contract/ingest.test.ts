import { SignJWT, importJWK, type JWK } from 'jose';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadHosts } from '../../server/hosts/hosts.ts';
import {
  ALFA,
  config,
  testKeys,
  databaseKinds,
  expectProblem,
  expectSchema,
  openTestApp,
  type TestApp,
} from './harness.ts';
import { identityTestKeys } from './identityKeys.ts';
import { askToken, billOf, call, clients, documentOf, tokenOf } from './ingestHarness.ts';

// Issue 28, ADR 0043: the ingestion API as a supplier's billing system meets it, with tokens
// from the host's own identity provider (sandboxes off: the secrets of testKeys).
const { alfa, beta } = clients;

describe.each(databaseKinds)('the ingestion API on %s', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await openTestApp(kind, { seed: false });
    token = await tokenOf(t, alfa);
  });
  afterAll(() => t.close());

  describe('client credentials', () => {
    it('refuses a call without a token with 401 and a Bearer challenge', async () => {
      const response = await call(t, alfa, undefined, 'GET', '/bills/alfa-x');
      expectProblem(response, 401, 'token-required');
      expect(response.headers['www-authenticate']).toMatch(/^Bearer realm="quadro-ingest"/);
    });

    it('gives no token for a wrong secret', async () => {
      const response = await askToken(t, alfa, { secret: 'not-the-secret-of-alfa-billing-xx' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'invalid_client' });
    });

    it('issues a JWT for the ingestion API only, with the scopes asked for', async () => {
      const response = await askToken(t, alfa, { scope: 'bills:read' });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ access_token: string; scope: string; token_type: string }>();
      expect(body).toMatchObject({ scope: 'bills:read', token_type: 'Bearer' });
      const claims = JSON.parse(
        Buffer.from(body.access_token.split('.')[1] ?? '', 'base64url').toString(),
      ) as Record<string, unknown>;
      expect(claims).toMatchObject({
        aud: 'quadro-ingest',
        client_id: 'alfa-billing',
        supplier: 'alfa',
      });
      // The customers' API is another resource: the billing client cannot ask for it.
      const other = await askToken(t, alfa, { resource: 'https://bolletta.alfa-energia.test/api' });
      expect(other.json()).toMatchObject({ error: 'invalid_target' });
    });

    it('answers 403 to a token without the scope the call needs', async () => {
      const reader = await tokenOf(t, alfa, 'bills:read');
      const response = await call(
        t,
        alfa,
        reader,
        'PUT',
        '/bills/alfa-api-1',
        billOf('alfa-2026-0002', 'alfa-api-1'),
      );
      expectProblem(response, 403, 'insufficient-scope');
      expect(response.headers['www-authenticate']).toMatch(/insufficient_scope/);
    });

    it('answers 401 once the token has expired', async () => {
      const fresh = await tokenOf(t, alfa);
      t.clock.now = new Date(Date.now() + 11 * 60_000);
      try {
        expectProblem(await call(t, alfa, fresh, 'GET', '/bills/alfa-x'), 401, 'token-invalid');
      } finally {
        t.clock.now = new Date();
      }
    });

    it("answers 401 to a token of the host's keys for another audience", async () => {
      const secret = JSON.parse(identityTestKeys['QUADRO_ALFA_IDENTITY_KEYS'] ?? '{}') as {
        signingKeys: JWK[];
      };
      const jwk = secret.signingKeys[0] as JWK;
      const forged = await new SignJWT({
        client_id: 'alfa-billing',
        supplier: 'alfa',
        scope: 'bills:write bills:read',
      })
        .setProtectedHeader({ alg: 'ES256', kid: jwk.kid ?? '', typ: 'at+jwt' })
        .setIssuer(`https://${ALFA}/oidc`)
        .setAudience('quadro-api')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(await importJWK(jwk, 'ES256'));
      expectProblem(await call(t, alfa, forged, 'GET', '/bills/alfa-x'), 401, 'token-invalid');
    });

    it("never lets one supplier's client touch another's bills", async () => {
      const put = await call(
        t,
        alfa,
        token,
        'PUT',
        '/bills/alfa-own-1',
        billOf('alfa-2026-0002', 'alfa-own-1'),
      );
      expect(put.statusCode).toBe(201);
      const betaToken = await tokenOf(t, beta);
      // Its token is no good on the other supplier's host …
      expectProblem(
        await call(t, alfa, betaToken, 'GET', '/bills/alfa-own-1'),
        401,
        'token-invalid',
      );
      // … and on its own host the other supplier's bill does not exist.
      expectProblem(
        await call(t, beta, betaToken, 'GET', '/bills/alfa-own-1'),
        404,
        'bill-not-found',
      );
      expectProblem(
        await call(t, beta, betaToken, 'DELETE', '/bills/alfa-own-1'),
        404,
        'bill-not-found',
      );
      expectProblem(
        await call(t, beta, betaToken, 'POST', '/bills/alfa-own-1/status', { status: 'cancelled' }),
        404,
        'bill-not-found',
      );
      const stolen = { ...billOf('beta-2026-0001', 'alfa-own-1') };
      expectProblem(
        await call(t, beta, betaToken, 'PUT', '/bills/alfa-own-1', stolen),
        409,
        'id-unavailable',
      );
      const asAlfa = await call(
        t,
        beta,
        betaToken,
        'PUT',
        '/bills/alfa-own-2',
        billOf('alfa-2026-0002', 'alfa-own-2'),
      );
      expect(expectProblem(asAlfa, 422)).toMatchObject({ errors: [{ pointer: '/supplier' }] });
      const state = await call(t, alfa, token, 'GET', '/bills/alfa-own-1');
      expect(state.json()).toMatchObject({ version: 1, status: 'issued' });
    });
  });

  describe('one bill', () => {
    it('stores a new bill, then answers unchanged, then replaced: the old link opens the new version', async () => {
      const bill = billOf('alfa-2026-0002', 'alfa-api-2');
      const first = await call(t, alfa, token, 'PUT', '/bills/alfa-api-2', bill);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({
        id: 'alfa-api-2',
        result: 'stored',
        version: 1,
        warnings: [],
      });
      const link = t.crypto('alfa-api-2');
      const again = await call(t, alfa, token, 'PUT', '/bills/alfa-api-2', bill);
      expect(again.json()).toEqual({
        id: 'alfa-api-2',
        result: 'unchanged',
        version: 1,
        warnings: [],
      });
      const changed = { ...bill, document: { ...bill.document, document_amount: '77,70' } };
      const replaced = await call(t, alfa, token, 'PUT', '/bills/alfa-api-2', changed);
      // Its receipt no longer adds up to the new amount: kept, with a warning (decision 634).
      expect(replaced.json()).toMatchObject({
        id: 'alfa-api-2',
        result: 'replaced',
        version: 2,
        warnings: [{ code: 'receipt-mismatch' }],
      });
      const opened = await documentOf(t, ALFA, link);
      expect(opened.json()).toMatchObject({ document_amount: '77,70' });
      const state = await call(t, alfa, token, 'GET', '/bills/alfa-api-2');
      expectSchema('ingest-state.schema.json', state.json());
      expect(state.json<{ versions: { version: number; source: string }[] }>().versions).toEqual([
        expect.objectContaining({ version: 1, source: 'api' }),
        expect.objectContaining({ version: 2, source: 'api' }),
      ]);
    });

    it('refuses a bill the schema refuses with 422 and the JSON pointer of each fault', async () => {
      const bill = billOf('alfa-2026-0002', 'alfa-api-3') as unknown as Record<string, unknown>;
      const broken = { ...bill, title: '', colour: 'red' };
      const response = await call(t, alfa, token, 'PUT', '/bills/alfa-api-3', broken);
      const body = expectProblem(response, 422) as unknown as { errors: { pointer: string }[] };
      expect(body.errors.map((error) => error.pointer)).toEqual(
        expect.arrayContaining(['/title', '/colour']),
      );
      const elsewhere = await call(t, alfa, token, 'PUT', '/bills/alfa-api-4', bill);
      expect(expectProblem(elsewhere, 422)).toMatchObject({ errors: [{ pointer: '/id' }] });
    });
  });

  describe("the supplier's own PDF", () => {
    it('stores it as the next version, keeps it for the same bill sent again, refuses a non-PDF', async () => {
      const bill = billOf('alfa-2026-0002', 'alfa-pdf-1');
      await call(t, alfa, token, 'PUT', '/bills/alfa-pdf-1', bill);
      const pdf = readFileSync(path.join(config.fixturesDir, 'alfa-2026-0001.pdf'));
      const put = (body: Buffer) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/ingest/v1/bills/alfa-pdf-1/pdf',
          headers: {
            host: ALFA,
            authorization: `Bearer ${token}`,
            'content-type': 'application/pdf',
          },
          payload: body,
        });
      expect((await put(pdf)).json()).toEqual({
        id: 'alfa-pdf-1',
        result: 'replaced',
        version: 2,
        warnings: [],
      });
      expect((await put(pdf)).json()).toEqual({
        id: 'alfa-pdf-1',
        result: 'unchanged',
        version: 2,
        warnings: [],
      });
      expect((await call(t, alfa, token, 'PUT', '/bills/alfa-pdf-1', bill)).json()).toEqual({
        id: 'alfa-pdf-1',
        result: 'unchanged',
        version: 2,
        warnings: [],
      });
      const state = await call(t, alfa, token, 'GET', '/bills/alfa-pdf-1');
      expect(
        state.json<{ versions: { source: string }[] }>().versions.map((v) => v.source),
      ).toEqual(['api', 'api-pdf']);
      expectProblem(await put(Buffer.from('not a pdf at all')), 415, 'not-pdf');
      expectProblem(
        await t.app.inject({
          method: 'PUT',
          url: '/api/ingest/v1/bills/alfa-nothing/pdf',
          headers: {
            host: ALFA,
            authorization: `Bearer ${token}`,
            'content-type': 'application/pdf',
          },
          payload: pdf,
        }),
        404,
        'bill-not-found',
      );
    });
  });

  describe('a batch', () => {
    it('answers one result line per line, a bad line among good ones refused alone', async () => {
      const good1 = billOf('alfa-2026-0002', 'alfa-batch-1');
      const bad = { ...billOf('alfa-2026-0002', 'alfa-batch-2'), document: { document_amount: 3 } };
      const good2 = billOf('alfa-2026-0005', 'alfa-batch-3');
      const body = [good1, bad, '{not json', '', good2, good1]
        .map((line) => (typeof line === 'string' ? line : JSON.stringify(line)))
        .join('\n');
      const response = await call(t, alfa, token, 'POST', '/bills', body, 'application/x-ndjson');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/x-ndjson/);
      const results = response.body
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      for (const result of results) expectSchema('ingest-result.schema.json', result);
      expect(results.map((r) => [r['line'], r['id'], r['result']])).toEqual([
        [1, 'alfa-batch-1', 'stored'],
        [2, 'alfa-batch-2', 'refused'],
        [3, null, 'refused'],
        [5, 'alfa-batch-3', 'stored'],
        [6, 'alfa-batch-1', 'unchanged'],
      ]);
      const errors = results[1]?.['errors'] as { pointer: string }[];
      expect(errors.some((error) => error.pointer.startsWith('/document/'))).toBe(true);
    });
  });

  describe('statuses and withdrawal', () => {
    it('shows a payment elsewhere as paid on the bill, and a repeat as unchanged', async () => {
      await call(t, alfa, token, 'PUT', '/bills/alfa-st-1', billOf('alfa-2026-0002', 'alfa-st-1'));
      const link = t.crypto('alfa-st-1');
      const paid = { status: 'paid', paidOn: '2026-11-20', channel: 'bank-transfer' };
      const first = await call(t, alfa, token, 'POST', '/bills/alfa-st-1/status', paid);
      expect(first.json()).toMatchObject({
        outcome: 'changed',
        state: { paid: { on: '2026-11-20', channel: 'bank-transfer' } },
      });
      expect((await documentOf(t, ALFA, link)).json()).toMatchObject({
        document_payment_status: 4,
      });
      const again = await call(t, alfa, token, 'POST', '/bills/alfa-st-1/status', paid);
      expect(again.json()).toMatchObject({ outcome: 'unchanged' });
      const otherDay = { ...paid, paidOn: '2026-11-21' };
      expectProblem(
        await call(t, alfa, token, 'POST', '/bills/alfa-st-1/status', otherDay),
        409,
        'already-paid',
      );
    });

    it('shows a cancelled bill as cancelled (0), and a corrected one with its replacement', async () => {
      await call(t, alfa, token, 'PUT', '/bills/alfa-st-2', billOf('alfa-2026-0002', 'alfa-st-2'));
      await call(t, alfa, token, 'PUT', '/bills/alfa-st-3', billOf('alfa-2026-0002', 'alfa-st-3'));
      await call(t, alfa, token, 'PUT', '/bills/alfa-st-4', billOf('alfa-2026-0005', 'alfa-st-4'));
      const cancelled = await call(t, alfa, token, 'POST', '/bills/alfa-st-2/status', {
        status: 'cancelled',
      });
      expect(cancelled.json()).toMatchObject({
        outcome: 'changed',
        state: { status: 'cancelled' },
      });
      expect((await documentOf(t, ALFA, t.crypto('alfa-st-2'))).json()).toMatchObject({
        document_payment_status: 0,
      });
      expectProblem(
        await call(t, alfa, token, 'POST', '/bills/alfa-st-3/status', {
          status: 'corrected',
          replacedBy: 'alfa-none',
        }),
        422,
        'replacement-not-found',
      );
      const corrected = await call(t, alfa, token, 'POST', '/bills/alfa-st-3/status', {
        status: 'corrected',
        replacedBy: 'alfa-st-4',
      });
      expect(corrected.json()).toMatchObject({
        state: { status: 'corrected', replacedBy: 'alfa-st-4' },
      });
      const shown = (await documentOf(t, ALFA, t.crypto('alfa-st-3'))).json<
        Record<string, unknown>
      >();
      expect(shown['document_payment_status']).toBe(0);
      const next = await documentOf(t, ALFA, String(shown['document_replaced_by']));
      expect(next.json<Record<string, unknown>>()['document_number']).toBe(
        billOf('alfa-2026-0005', 'x').document['document_number'],
      );
      expectProblem(
        await call(t, alfa, token, 'POST', '/bills/alfa-st-2/status', {
          status: 'paid',
          paidOn: '2026-11-20',
          channel: 'cash',
        }),
        409,
        'not-payable',
      );
    });

    it('withdraws a bill: its link answers 410, its id is spent, a repeat is unchanged', async () => {
      await call(t, alfa, token, 'PUT', '/bills/alfa-st-5', billOf('alfa-2026-0002', 'alfa-st-5'));
      const link = t.crypto('alfa-st-5');
      expect((await documentOf(t, ALFA, link)).statusCode).toBe(200);
      const withdrawn = await call(t, alfa, token, 'DELETE', '/bills/alfa-st-5');
      expect(withdrawn.json()).toMatchObject({
        outcome: 'changed',
        state: { status: 'withdrawn' },
      });
      expectProblem(await documentOf(t, ALFA, link), 410, 'bill-withdrawn');
      expect((await call(t, alfa, token, 'DELETE', '/bills/alfa-st-5')).json()).toMatchObject({
        outcome: 'unchanged',
      });
      expectProblem(
        await call(
          t,
          alfa,
          token,
          'PUT',
          '/bills/alfa-st-5',
          billOf('alfa-2026-0002', 'alfa-st-5'),
        ),
        409,
        'withdrawn',
      );
    });
  });

  it('serves its OpenAPI description', async () => {
    const response = await t.app.inject({
      url: '/api/ingest/v1/openapi.json',
      headers: { host: ALFA },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      openapi: '3.1.0',
      servers: [{ url: `https://${ALFA}/api/ingest/v1` }],
    });
  });
});

describe.each(databaseKinds)("the billing clients' secrets and quotas on %s", (kind) => {
  it('refuses to start without a secret, naming its variable (sandboxes off)', async () => {
    const env = Object.fromEntries(
      Object.entries(testKeys).filter(([name]) => name !== 'QUADRO_BETA_INGEST_SECRET'),
    );
    await expect(openTestApp(kind, { seed: false, env })).rejects.toThrow(
      /QUADRO_BETA_INGEST_SECRET is not set \(the billing client beta-billing/,
    );
  });

  it("answers 429 with Retry-After past the client's calls of a minute", async () => {
    const hosts = loadHosts(config.hostsDir, config.cataloguesDir);
    for (const host of hosts.all) {
      const ingest = host.server.ingest;
      if (ingest) host.server = { ...host.server, ingest: { ...ingest, requestsPerMinute: 2 } };
    }
    const t = await openTestApp(kind, { seed: false, hosts });
    try {
      const token = await tokenOf(t, alfa);
      expect((await call(t, alfa, token, 'GET', '/bills/x')).statusCode).toBe(404);
      expect((await call(t, alfa, token, 'GET', '/bills/x')).statusCode).toBe(404);
      const over = await call(t, alfa, token, 'GET', '/bills/x');
      expectProblem(over, 429, 'quota-exceeded');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      // Another supplier's client counts on its own.
      expect((await call(t, beta, await tokenOf(t, beta), 'GET', '/bills/x')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
