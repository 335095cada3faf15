import type { FastifyInstance } from 'fastify';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { importBundle } from '../../server/bundles.ts';
import { outcomeMac } from '../../server/payments/nexi.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';
import { listCareMessages, listReadings } from '../../server/store/inbox.ts';
import {
  ALFA,
  bundles,
  config,
  databaseKinds,
  fixturesDir,
  freshStorage,
  nexi,
  reopensDatabase,
  selfReadingDay,
  testKeys,
} from './harness.ts';

/**
 * A restart loses nothing: what customers sent is in the database, and so is the link key
 * (the settings table), so a link printed before the restart still opens after it.
 */
const bill = 'alfa-2026-0001';
/**
 * Both lives run on the 27th of this month at noon in Italy, inside either self-reading window
 * (as harness.ts's withSelfReadingOpen does): on the first of a month the reading was refused.
 */
const inWindow = selfReadingDay();
const attachment = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0, 255, 128, 7]);

describe.each(databaseKinds)('a restart (%s)', (kind) => {
  const folder = mkdtempSync(path.join(tmpdir(), 'quadro-restart-'));
  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  let life: { runtime: Runtime; app: FastifyInstance } | undefined;
  const start = async (storage: Awaited<ReturnType<typeof freshStorage>>) => {
    const runtime = await openRuntime({ ...config, ...storage });
    life = { runtime, app: await buildApp({ ...runtime, env: testKeys, now: () => inWindow }) };
    return life;
  };
  const stop = async () => {
    await life?.app.close();
    await life?.runtime.db.close();
    life = undefined;
  };
  afterAll(stop);

  it(
    'keeps profile changes, messages, readings, payments and the link key',
    reopensDatabase,
    async () => {
      // PGlite in a folder on disk (not memory://); PostgreSQL in a fresh database.
      const storage = await freshStorage(kind, path.join(folder, 'pglite'));
      const first = await start(storage);
      for (const bundle of bundles.filter((b) => b.id === bill)) {
        await importBundle(first.runtime.db, bundle, fixturesDir);
      }
      const link = first.runtime.sealer.seal(
        'link',
        bill,
        new Date(inWindow.getTime() + 30 * 86_400_000),
      );
      const call = (
        method: 'GET' | 'POST' | 'PUT',
        url: string,
        payload?: object,
        token?: string,
      ) =>
        (life?.app ?? first.app).inject({
          method,
          url,
          headers: { host: ALFA, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          ...(payload ? { payload } : {}),
        });
      const { token } = (await call('GET', `/api/public/access?id=${link}`)).json<{
        token: string;
      }>();

      // Before: a profile change, a customer-care message with an attachment, a reading, a payment.
      const profile = { idAnagrafica: '0010458321', email: 'dopo.il.riavvio@example.it' };
      expect((await call('PUT', `/api/api_alfa_put_profilo/${link}`, profile)).statusCode).toBe(
        200,
      );
      const message = {
        description: 'Ecco la ricevuta.',
        category: 'Evidenza pagamento',
        files: [{ name: 'ricevuta.pdf', content: attachment.toString('base64') }],
      };
      expect((await call('POST', `/api/api_alfa_messaggio/${link}`, message)).json()).toBe(1);
      const reading = { Idsede: '100458', Segnante: '004321' };
      expect((await call('POST', '/api/api_alfa_salva_autolettura', reading, token)).json()).toBe(
        1,
      );
      const payment = (await call('GET', `/api/api_alfa_pagamento/${link}`)).json<{
        post_data: Record<string, string>;
      }>();
      const fields = {
        codTrans: payment.post_data['codTrans'] ?? '',
        esito: 'OK',
        importo: '10973',
        divisa: 'EUR',
        data: '20261122',
        orario: '120000',
        codAut: 'OK1234',
      };
      const outcome = { ...fields, mac: outcomeMac(fields, nexi.key, 'sha1') };
      expect((await call('POST', `/api/api_alfa_segna_pagamento/${link}`, outcome)).json()).toEqual(
        {
          paid: true,
        },
      );

      await stop();
      if (kind === 'pglite')
        expect(existsSync(path.join(folder, 'pglite', 'PG_VERSION'))).toBe(true);
      const second = await start(storage);

      // After: the old link and the old token open, and everything is there.
      expect((await call('GET', `/api/api_alfa_get_profilo/${link}`)).json()).toMatchObject(
        profile,
      );
      const [stored] = await listCareMessages(second.runtime.db, second.runtime.blobs, bill);
      expect(stored).toMatchObject({ category: 'Evidenza pagamento', body: 'Ecco la ricevuta.' });
      expect(Buffer.from(stored?.attachments[0]?.bytes ?? []).equals(attachment)).toBe(true);
      expect(await listReadings(second.runtime.db, bill)).toEqual([
        { documentId: bill, supplier: 'alfa', siteId: '100458', value: 4321 },
      ]);
      const document = await call('GET', `/api/bollettainterattiva/document/${link}`);
      expect(document.json<Record<string, unknown>>()['document_payment_status']).toBe(4);
      expect((await call('GET', `/api/api_alfa_verifica/${link}`)).json()).toBe(4);
      expect(
        (await call('GET', '/api/bollettainterattiva/modules', undefined, token)).statusCode,
      ).toBe(200);
    },
  );
});
