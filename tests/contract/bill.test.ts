import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markPaid } from '../../server/payments/store.ts';
import { saveDocument } from '../../server/store/documents.ts';
import { listCareMessages } from '../../server/store/inbox.ts';
import { saveMedia } from '../../server/store/media.ts';
import {
  ALFA,
  BETA,
  bundles,
  databaseKinds,
  expectProblem,
  expectSchema,
  hostFor,
  openTestApp,
  sessionToken,
  type TestApp,
} from './harness.ts';

/** Spec §7 "Bill calls" and §6 (public access), answered as schemas/ says (decision 33). */
describe.each(databaseKinds)('the bill calls (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());
  const get = (url: string, host = ALFA, token?: string) =>
    t.app.inject({
      url,
      headers: { host, ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    });
  const documentOf = async (id: string) => {
    const response = await get(`/api/bollettainterattiva/document/${t.crypto(id)}`, hostFor(id));
    expect(response.statusCode).toBe(200);
    return response.json<Record<string, unknown> & { detail: string }>();
  };

  describe('GET /api/public/access (§6)', () => {
    it.each([
      [ALFA, 'en', 'en'],
      [ALFA, 'de', 'de'],
      [ALFA, undefined, 'it'],
      [ALFA, 'fr', 'it'],
      [BETA, 'en', 'it'],
    ])('on %s with lang=%s gives a token and lang %s', async (host, lang, expected) => {
      const id = host === ALFA ? 'alfa-2026-0001' : 'beta-2026-0001';
      const query = `id=${t.crypto(id)}${lang === undefined ? '' : `&lang=${lang}`}`;
      const response = await get(`/api/public/access?${query}`, host);
      expect(response.statusCode).toBe(200);
      expectSchema('public-access.schema.json', response.json());
      expect(response.json()).toMatchObject({ lang: expected });
    });

    it('refuses a query without id with 400', async () => {
      expectProblem(await get('/api/public/access?lang=it'), 400, 'link-missing');
    });
  });

  describe('GET /api/bollettainterattiva/modules', () => {
    it.each(bundles.map((bundle) => bundle.id))('answers the modules of %s', async (id) => {
      const response = await get(
        '/api/bollettainterattiva/modules',
        hostFor(id),
        await sessionToken(t, id),
      );
      expect(response.statusCode).toBe(200);
      expectSchema('modules.schema.json', response.json());
      const bundle = bundles.find((candidate) => candidate.id === id);
      expect(response.json()).toEqual(
        bundle?.modules ?? { modules: [], modules_left: [], modules_right: [] },
      );
    });

    it('needs a bearer token: 401 without one, 401 with a forged one or a link', async () => {
      const token = await sessionToken(t, 'alfa-2026-0001');
      const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      expectProblem(await get('/api/bollettainterattiva/modules'), 401, 'session-required');
      for (const bad of [forged, t.crypto('alfa-2026-0001'), 'garbage']) {
        expectProblem(await get('/api/bollettainterattiva/modules', ALFA, bad), 401);
      }
    });
  });

  describe('GET /api/bollettainterattiva/document/{crypto}', () => {
    it.each(bundles.map((bundle) => bundle.id))('answers %s as bill-document', async (id) => {
      const document = await documentOf(id);
      expectSchema('bill-document.schema.json', document);
      const bundle = bundles.find((candidate) => candidate.id === id);
      expect(document).toMatchObject(bundle?.document ?? {});
      // `detail` is the PDF's sealed media reference, never a bare id.
      expect(t.runtime.sealer.open('media', document.detail, t.clock.now).status).toBe('valid');
    });

    it('shows document_payment_status 4 once the bill is marked paid (§4)', async () => {
      expect((await documentOf('beta-2026-0004'))['document_payment_status']).toBe(1);
      await markPaid(t.runtime.db, {
        documentId: 'beta-2026-0004',
        provider: 'worldline',
        code: 'TEST-0004',
        amountCents: 43786,
      });
      expect((await documentOf('beta-2026-0004'))['document_payment_status']).toBe(4);
    });
  });

  describe('GET /api/bollettainterattiva/document/id/{id}', () => {
    it('serves a plain id only with a bearer token for that same document', async () => {
      const url = '/api/bollettainterattiva/document/id/alfa-2026-0002';
      const own = await get(url, ALFA, await sessionToken(t, 'alfa-2026-0002'));
      expect(own.statusCode).toBe(200);
      expectSchema('bill-document.schema.json', own.json());
      expect(own.json()).toMatchObject({ document_number: 'A2026000214' });
      expectProblem(await get(url), 401, 'session-required');
      expectProblem(await get(url, ALFA, await sessionToken(t, 'alfa-2026-0001')), 404);
    });

    it('also takes a link, like /document/{crypto}', async () => {
      const response = await get(
        `/api/bollettainterattiva/document/id/${t.crypto('alfa-2026-0002')}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ document_number: 'A2026000214' });
    });
  });

  describe('GET /api/billservice/bolletta_interattiva_rate/{id}', () => {
    it.each(bundles.map((bundle) => bundle.id))(
      'answers {data:{totaledapagare, rate}} for %s',
      async (id) => {
        const response = await get(
          `/api/billservice/bolletta_interattiva_rate/${t.crypto(id)}`,
          hostFor(id),
        );
        expect(response.statusCode).toBe(200);
        expectSchema('instalments.schema.json', response.json());
        const bundle = bundles.find((candidate) => candidate.id === id);
        expect(response.json()).toEqual(
          bundle?.instalments ?? { data: { totaledapagare: 0, rate: [] } },
        );
      },
    );

    it('takes a plain id with a bearer token for it, and refuses it without', async () => {
      const url = '/api/billservice/bolletta_interattiva_rate/alfa-2026-0002';
      const response = await get(url, ALFA, await sessionToken(t, 'alfa-2026-0002'));
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: { rate: unknown[] } }>().data.rate).toHaveLength(4);
      expectProblem(await get(url), 401);
      expectProblem(await get(url, ALFA, await sessionToken(t, 'alfa-2026-0003')), 404);
    });
  });

  describe('POST /api/bollettainterattiva/sendemail/{crypto}', () => {
    it('answers 1 and stores the message with its attachment, byte for byte', async () => {
      const bytes = Buffer.from([...Buffer.from('%PDF-'), 0, 1, 2, 250, 255, 37, 80, 68, 70]);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/bollettainterattiva/sendemail/${t.crypto('alfa-2026-0007')}`,
        headers: { host: ALFA },
        payload: {
          categoria: 'Estratto conto',
          oggetto: 'Estratto conto | 0030120077 | A2026000733',
          messaggio: 'Vorrei un estratto conto.',
          allegato_nome: 'ricevuta.pdf',
          allegato_tipo: 'application/pdf',
          allegato: `data:application/pdf;base64,${bytes.toString('base64')}`,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(1);
      const [message, ...more] = await listCareMessages(
        t.runtime.db,
        t.runtime.blobs,
        'alfa-2026-0007',
      );
      expect(more).toEqual([]);
      expect(message).toMatchObject({
        kind: 'sendemail',
        supplier: 'alfa',
        category: 'Estratto conto',
        subject: 'Estratto conto | 0030120077 | A2026000733',
        body: 'Vorrei un estratto conto.',
      });
      expect(message?.attachments).toHaveLength(1);
      expect(message?.attachments[0]).toMatchObject({
        name: 'ricevuta.pdf',
        contentType: 'application/pdf',
        size: 14,
      });
      expect(Buffer.from(message?.attachments[0]?.bytes ?? []).equals(bytes)).toBe(true);
    });

    // Issue 16: the rules of the page's form (src/domain/careForm.ts), the server's too.
    it.each([
      [
        'Evidenza di pagamento without allegato',
        { categoria: 'Evidenza di pagamento', oggetto: 'E', messaggio: 'x' },
        'attachment-missing',
      ],
      [
        'allegato_nome with an empty allegato',
        { oggetto: 'R', messaggio: 'x', allegato_nome: 'a.pdf', allegato: '' },
        'attachment-empty',
      ],
    ])('refuses %s with 400 and stores nothing', async (_what, payload, code) => {
      const before = await listCareMessages(t.runtime.db, t.runtime.blobs, 'alfa-2026-0007');
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/bollettainterattiva/sendemail/${t.crypto('alfa-2026-0007')}`,
        headers: { host: ALFA },
        payload,
      });
      expectProblem(response, 400, code);
      expect(await listCareMessages(t.runtime.db, t.runtime.blobs, 'alfa-2026-0007')).toHaveLength(
        before.length,
      );
    });
  });

  describe('GET /api/media/{detail} and /api/mediacloud/{detail}', () => {
    it.each(['media', 'mediacloud'])(
      '/api/%s answers the PDF as <document number>.pdf',
      async (route) => {
        for (const id of ['alfa-2026-0001', 'beta-2026-0006']) {
          const { detail, document_number: number } = await documentOf(id);
          const response = await get(`/api/${route}/${detail}`, hostFor(id));
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-type']).toBe('application/pdf');
          expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
          expect(response.headers['content-disposition']).toBe(
            `attachment; filename="${String(number)}.pdf"`,
          );
        }
      },
    );

    it('answers the bundle’s own PDF unchanged', async () => {
      const response = await get(`/api/media/${(await documentOf('alfa-2026-0001')).detail}`);
      expect(response.rawPayload.equals(readFileSync('fixtures/alfa-2026-0001.pdf'))).toBe(true);
    });

    it('turns / in the document number into - in the file name (§9)', async () => {
      await saveDocument(t.runtime.db, {
        id: 'slash-0001',
        supplier: 'alfa',
        title: 'a number with slashes',
        document: { document_number: '2026/000123' },
      });
      await saveMedia(t.runtime.db, 'slash-0001', 'pdf', {
        filename: 'bill.pdf',
        contentType: 'application/pdf',
        bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      const response = await get(`/api/mediacloud/${(await documentOf('slash-0001')).detail}`);
      expect(response.headers['content-disposition']).toBe(
        'attachment; filename="2026-000123.pdf"',
      );
    });

    it('answers 404 for a forged, unknown, link-instead-of-media or expired reference', async () => {
      const { detail } = await documentOf('alfa-2026-0001');
      const flipped = Buffer.from(detail, 'base64url');
      flipped[20] = (flipped[20] ?? 0) ^ 1;
      const unknown = t.runtime.sealer.seal('media', 'no-such-media', new Date(Date.now() + 9e7));
      for (const bad of [flipped.toString('base64url'), t.crypto('alfa-2026-0001'), unknown, 'x']) {
        expectProblem(await get(`/api/media/${bad}`), 404, 'media-not-found');
      }
      const link = t.crypto('alfa-2026-0001', 1);
      const { detail: shortLived } = await t.app
        .inject({ url: `/api/bollettainterattiva/document/${link}`, headers: { host: ALFA } })
        .then((response) => response.json<{ detail: string }>());
      expect((await get(`/api/media/${shortLived}`)).statusCode).toBe(200);
      const now = t.clock.now;
      t.clock.now = new Date(now.getTime() + 2 * 86_400_000);
      try {
        expectProblem(await get(`/api/media/${shortLived}`), 404, 'media-not-found');
        expectProblem(await get(`/api/mediacloud/${shortLived}`), 404, 'media-not-found');
      } finally {
        t.clock.now = now;
      }
    });
  });
});
