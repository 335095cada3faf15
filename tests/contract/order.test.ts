import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle, type Bundle } from '../../server/bundles.ts';
import {
  bundles,
  databaseKinds,
  expectSchema,
  fixturesDir,
  hostFor,
  openTestApp,
  sessionToken,
  type TestApp,
} from './harness.ts';

/**
 * Issue 13: the bill shows maps in the order the supplier sent them (the amounts table, the
 * payment card's fields, a supply's details), so the API must give their keys back in that
 * order. Every key list below is deliberately NOT in jsonb's order (length, then bytes).
 */
const ID = 'beta-2026-order';
const amounts = {
  'Spesa per la materia energia': '29,85',
  IVA: '4,94',
  'Oneri di sistema': '4,10',
  'Spesa per il trasporto': '12,40',
};
const base = bundles.find((bundle) => bundle.id === 'beta-2026-0003');
if (!base) throw new Error('fixture beta-2026-0003 is missing');
const document = structuredClone(base.document) as Pick<Bundle['document'], 'document_number'> & {
  dati_pagamento_fields: Record<string, unknown>;
  fatt_interattiva_data: {
    sintesi_importi: Record<string, unknown>;
    fornitura: { dettagli_fornitura: Record<string, unknown> }[];
  };
};
const reversed = (map: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(map).reverse());
document.fatt_interattiva_data.sintesi_importi['tabella_importi'] = amounts;
document.dati_pagamento_fields = reversed(document.dati_pagamento_fields);
const supply = document.fatt_interattiva_data.fornitura[0];
if (!supply) throw new Error('fixture beta-2026-0003 has no supply');
supply.dettagli_fornitura = reversed(supply.dettagli_fornitura);
const rata = {
  stato_pagamento: 'Da pagare',
  scadenza: '30/06/2026',
  importo: '54,30',
  numero: 1,
  causale: 'Rata 1',
};
// A flat map whose order the page does not show today: kept as sent all the same, before and
// after the customer's edit (the edited profile is stored as json too).
const profile = {
  livelloCompletezzaProfilo: 2,
  idAnagrafica: 'B-ORDER',
  telefono: null,
  email: 'mario.rossi@example.it',
  pec: '',
};
// An unknown field, as a supplier may send one (shared decision 1): kept, though not typed.
const documentWithId = { ...document, id: ID };
const bundle: Bundle = {
  ...base,
  id: ID,
  document: documentWithId,
  instalments: { data: { rate: [rata], totaledapagare: 54.3 } },
  profile,
  modules: { modules_right: ['dati_pagamento'], modules_left: ['riepilogo_doc'], modules: [] },
};

/** Where each key first appears in the raw answer: its text must list them in order too. */
const positions = (body: string, keys: string[]): number[] =>
  keys.map((key) => body.indexOf(JSON.stringify(key)));
const ascending = (values: number[]): boolean =>
  values.every((value, index) => value >= 0 && (index === 0 || value > (values[index - 1] ?? 0)));

describe.each(databaseKinds)('maps keep the order the supplier sent (%s)', (kind) => {
  let t: TestApp;
  let link: string;
  beforeAll(async () => {
    t = await openTestApp(kind, { seed: false });
    await importBundle(t.runtime.db, bundle, fixturesDir, t.runtime.blobs);
    link = t.crypto(ID);
  });
  afterAll(() => t.close());
  const get = async (url: string, token?: string) => {
    const response = await t.app.inject({
      url,
      headers: {
        host: hostFor(ID),
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
    });
    expect(response.statusCode).toBe(200);
    return response;
  };

  // The document call twice with one link: the second answer is the cached one.
  it.each(['first', 'cached'])('the document call (%s) gives every map back in order', async () => {
    const response = await get(`/api/bollettainterattiva/document/${link}`);
    const body = response.json<typeof document>();
    expectSchema('bill-document.schema.json', body);
    const maps: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        body.fatt_interattiva_data.sintesi_importi['tabella_importi'] as Record<string, unknown>,
        amounts,
      ],
      [body.dati_pagamento_fields, document.dati_pagamento_fields],
      [
        body.fatt_interattiva_data.fornitura[0]?.dettagli_fornitura ?? {},
        supply.dettagli_fornitura,
      ],
    ];
    for (const [answered, sent] of maps) {
      expect(Object.keys(answered)).toEqual(Object.keys(sent));
      expect(ascending(positions(response.body, Object.keys(sent)))).toBe(true);
    }
  });

  it('the instalments and modules calls give their keys back in order', async () => {
    const token = await sessionToken(t, ID);
    const instalments = await get(`/api/billservice/bolletta_interattiva_rate/${ID}`, token);
    const data = instalments.json<{ data: { rate: Record<string, unknown>[] } }>().data;
    expect(Object.keys(data)).toEqual(['rate', 'totaledapagare']);
    expect(Object.keys(data.rate[0] ?? {})).toEqual(Object.keys(rata));
    expect(ascending(positions(instalments.body, Object.keys(rata)))).toBe(true);
    const modules = await get('/api/bollettainterattiva/modules', token);
    expect(Object.keys(modules.json<object>())).toEqual([
      'modules_right',
      'modules_left',
      'modules',
    ]);
  });

  it('the profile keeps its order as imported and after an edit', async () => {
    const call = (method: 'GET' | 'PUT', path: string, payload?: object) =>
      t.app.inject({
        method,
        url: `/api/api_beta_${path}/${t.crypto(ID)}`,
        headers: { host: hostFor(ID) },
        ...(payload === undefined ? {} : { payload }),
      });
    const imported = await call('GET', 'get_profilo');
    expect(Object.keys(imported.json<object>())).toEqual(Object.keys(profile));
    const edit = { idAnagrafica: profile.idAnagrafica, email: 'nuovo@example.it' };
    expect((await call('PUT', 'put_profilo', edit)).statusCode).toBe(200);
    const edited = await call('GET', 'get_profilo');
    expect(edited.json()).toEqual({ ...profile, ...edit });
    expect(Object.keys(edited.json<object>())).toEqual(Object.keys(profile));
  });
});
