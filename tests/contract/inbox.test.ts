import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_CATEGORIES } from '../../src/domain/customerCare.ts';
import { listCareMessages, listReadings } from '../../server/store/inbox.ts';
import {
  ALFA,
  BETA,
  databaseKinds,
  expectProblem,
  openTestApp,
  sessionToken,
  withSelfReadingOpen,
  type TestApp,
  care,
} from './harness.ts';
import { eventsOf } from './events.ts';

/**
 * What customers send through the supplier endpoints (spec §7): the customer-care request
 * (`messaggio`, spec §5 "Customer-care form", §9 derived values) and the gas self-reading
 * (`salva_autolettura`, spec §5 "Self-reading"), for both suppliers. Each is stored.
 */
const suppliers = [
  {
    supplier: 'alfa',
    host: ALFA,
    careBill: 'alfa-2026-0003',
    readingBill: 'alfa-2026-0002',
    site: '100771',
    otherSite: '100458',
  },
  {
    supplier: 'beta',
    host: BETA,
    careBill: 'beta-2026-0003',
    readingBill: 'beta-2026-0006',
    site: 'B-SEDE-5222',
    otherSite: 'B-SEDE-3301',
  },
];

describe.each(databaseKinds)('what customers send (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  describe.each(suppliers)('api_$supplier_…', (s) => {
    const base = `/api/api_${s.supplier}_`;
    const call = (method: 'POST', path: string, payload: object, token?: string) =>
      t.app.inject({
        method,
        url: `${base}${path}`,
        headers: { host: s.host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload,
      });

    it('messaggio answers 1 and stores the request with its attachments, byte for byte', async () => {
      // Files of the allowed types (by their first bytes), with bytes base64 mangles if careless.
      const tail = [0xfb, 0xff, 0xbf, 0, 1, 2, 3, 0x80];
      const pdf = Buffer.from([...Buffer.from('%PDF-1.4'), ...tail]);
      const png = Buffer.from([0x89, ...Buffer.from('PNG\r\n\x1a\n'), ...tail]);
      const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(177, 7)]);
      const files = [
        { name: 'ricevuta.pdf', content: `data:application/pdf;base64,${pdf.toString('base64')}` },
        { name: 'foto.png', content: png.toString('base64url') },
        {
          name: 'scansione.jpg',
          content: jpeg.toString('base64').replace(/(.{76})/g, '$1\r\n'),
        },
      ];
      const response = await call(
        'POST',
        `messaggio/${t.crypto(s.careBill)}`,
        care('Evidenza pagamento', { files }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toBe(1);
      const [message] = await listCareMessages(t.runtime.db, t.runtime.blobs, s.careBill);
      expect(message).toMatchObject({
        kind: 'messaggio',
        supplier: s.supplier,
        category: 'Evidenza pagamento',
      });
      expect(message?.payload).toMatchObject({ priority: 'High', owner: 'Pagamenti_AT' });
      const stored = message?.attachments.map((file) => [
        file.name,
        file.size,
        Buffer.from(file.bytes),
      ]);
      expect(stored).toEqual([
        ['ricevuta.pdf', 16, pdf],
        ['foto.png', 16, png],
        ['scansione.jpg', 180, jpeg],
      ]);
    });

    it.each(CARE_CATEGORIES.filter((category) => category !== 'Evidenza pagamento'))(
      'messaggio accepts %s without attachment, with its derived values (§9)',
      async (category) => {
        const response = await call('POST', `messaggio/${t.crypto(s.careBill)}`, care(category));
        expect(response.json()).toBe(1);
      },
    );

    it.each([
      [
        'Evidenza pagamento without attachment',
        care('Evidenza pagamento'),
        /invalid-request|attachment-missing/,
      ],
      [
        'Evidenza pagamento with no files',
        care('Evidenza pagamento', { files: [] }),
        /invalid-request|attachment-missing/,
      ],
      [
        'priority Medium for Evidenza pagamento',
        care('Evidenza pagamento', {
          priority: 'Medium',
          files: [{ name: 'a.pdf', content: 'AAAA' }],
        }),
        'routing-mismatch',
      ],
      [
        'owner BO_Clienti for Evidenza pagamento',
        care('Evidenza pagamento', {
          owner: 'BO_Clienti',
          files: [{ name: 'a.pdf', content: 'AAAA' }],
        }),
        'routing-mismatch',
      ],
      [
        'priority High for Richiesta rimborso',
        care('Richiesta rimborso', { priority: 'High' }),
        'routing-mismatch',
      ],
      [
        'typology Credito for Modifica dati contrattuali',
        care('Modifica dati contrattuali', { typology: 'Credito' }),
        'routing-mismatch',
      ],
      ['the older category Rimborso', care('Rimborso'), 'invalid-request'],
    ])('messaggio refuses %s with 400 and stores nothing', async (_what, body, code) => {
      const before = (await listCareMessages(t.runtime.db, t.runtime.blobs, s.careBill)).length;
      expectProblem(await call('POST', `messaggio/${t.crypto(s.careBill)}`, body), 400, code);
      expect(await listCareMessages(t.runtime.db, t.runtime.blobs, s.careBill)).toHaveLength(
        before,
      );
    });

    it('salva_autolettura stores a reading of a supply of the bearer’s bill', async () => {
      await withSelfReadingOpen(t, async () => {
        const token = await sessionToken(t, s.readingBill);
        for (const Segnante of [1234, '005678']) {
          const response = await call(
            'POST',
            'salva_autolettura',
            { Idsede: s.site, Segnante },
            token,
          );
          expect(response.statusCode).toBe(200);
          expect(response.json()).toBe(1);
        }
        expect(await listReadings(t.runtime.db, s.readingBill)).toEqual([
          { documentId: s.readingBill, supplier: s.supplier, siteId: s.site, value: 1234 },
          { documentId: s.readingBill, supplier: s.supplier, siteId: s.site, value: 5678 },
        ]);
        // Each stored reading is one event for the supplier, in order (issue 29).
        const events = await eventsOf(
          t,
          'reading.submitted',
          (e) => e.data['billId'] === s.readingBill,
        );
        expect(events.map((e) => [e.supplier, e.host, e.orderingKey, e.data])).toEqual(
          [1234, 5678].map((reading) => [
            s.supplier,
            s.host,
            `bill:${s.readingBill}`,
            {
              billId: s.readingBill,
              documentNumber: expect.any(String) as string,
              siteId: s.site,
              reading,
              unit: 'Smc',
            },
          ]),
        );
      });
    });

    it('salva_autolettura refuses a reading while the window is closed, with 409 (decision 200)', async () => {
      const now = new Date();
      t.clock.now = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 5, 10));
      try {
        const token = await sessionToken(t, s.readingBill);
        const before = (await listReadings(t.runtime.db, s.readingBill)).length;
        const response = await call(
          'POST',
          'salva_autolettura',
          { Idsede: s.site, Segnante: 42 },
          token,
        );
        expectProblem(response, 409, 'self-reading-window-closed');
        expect(await listReadings(t.runtime.db, s.readingBill)).toHaveLength(before);
      } finally {
        t.clock.now = new Date();
      }
    });

    it.each([
      ['a site of another bill', { Idsede: s.otherSite, Segnante: 10 }, 'unknown-site'],
      ['zero', { Idsede: s.site, Segnante: 0 }, 'invalid-request'],
      ['a negative reading', { Idsede: s.site, Segnante: -5 }, 'invalid-request'],
      ['a decimal reading', { Idsede: s.site, Segnante: 12.5 }, 'invalid-request'],
      ['a reading with a unit', { Idsede: s.site, Segnante: '123 Smc' }, 'invalid-request'],
      ['an empty reading', { Idsede: s.site, Segnante: '' }, 'invalid-request'],
    ])('salva_autolettura refuses %s with 400 (§5)', async (_what, payload, code) => {
      const token = await sessionToken(t, s.readingBill);
      const before = (await listReadings(t.runtime.db, s.readingBill)).length;
      const told = (await eventsOf(t, 'reading.submitted')).length;
      expectProblem(await call('POST', 'salva_autolettura', payload, token), 400, code);
      expect(await listReadings(t.runtime.db, s.readingBill)).toHaveLength(before);
      // A refused reading was not stored, so the supplier is told nothing (issue 29).
      expect(await eventsOf(t, 'reading.submitted')).toHaveLength(told);
    });

    it('salva_autolettura needs a bearer token (401)', async () => {
      expectProblem(await call('POST', 'salva_autolettura', { Idsede: s.site, Segnante: 1 }), 401);
      const link = t.crypto(s.readingBill);
      expectProblem(
        await call('POST', 'salva_autolettura', { Idsede: s.site, Segnante: 1 }, link),
        401,
      );
    });
  });
});
