import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALFA,
  BETA,
  care,
  databaseKinds,
  expectProblem,
  openTestApp,
  withDemoAccounts,
  type TestApp,
} from './harness.ts';
import { eventsAfter } from '../../server/events/outbox.ts';
import { eventsOf, eventsSettled } from './events.ts';
import { openAreaApp, type AreaApp } from './areaHarness.ts';

/**
 * What a supplier's CRM is told of a customer's care messages (issue 29): each stored message
 * is exactly one event, its files as signed links that serve the bytes for 7 days and refuse a
 * tampered or expired link; a refused message tells nothing.
 */
const pdf = Buffer.from([...Buffer.from('%PDF-1.4'), 0xfb, 0xff, 0xbf, 0, 1, 2, 3, 0x80]);
const png = Buffer.from([0x89, ...Buffer.from('PNG\r\n\x1a\n'), 9, 8, 7, 0]);
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const DAY = 86_400_000;

describe.each(databaseKinds)('customer-care events (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, host = ALFA) => {
    const { pathname } = new URL(url);
    return t.app.inject({ method: 'GET', url: pathname, headers: { host } });
  };
  const ofBill = (bill: string) => (e: { data: Record<string, unknown> }) =>
    e.data['billId'] === bill;

  it('messaggio is one care_message.submitted with its files as signed links', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/api_alfa_messaggio/${t.crypto('alfa-2026-0003')}`,
      headers: { host: ALFA },
      payload: care('Evidenza pagamento', {
        email: 'mario.rossi@example.it',
        files: [
          { name: 'ricevuta.pdf', content: pdf.toString('base64') },
          { name: 'foto.png', content: png.toString('base64') },
        ],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const events = await eventsOf(t, 'care_message.submitted', ofBill('alfa-2026-0003'));
    expect(events).toHaveLength(1);
    const [event] = events;
    const expiresAt = new Date(Math.floor((t.clock.now.getTime() + 7 * DAY) / 1000) * 1000);
    expect([event?.supplier, event?.host, event?.orderingKey]).toEqual([
      'alfa',
      ALFA,
      'bill:alfa-2026-0003',
    ]);
    expect(event?.data).toEqual({
      billId: 'alfa-2026-0003',
      documentNumber: expect.any(String) as unknown,
      customerId: expect.any(String) as unknown,
      email: 'mario.rossi@example.it',
      category: 'Evidenza pagamento',
      subcategory: null,
      subject: 'Credito',
      priority: 'High',
      owner: 'Pagamenti_AT',
      body: 'Vi scrivo per la bolletta.',
      attachments: [
        ['ricevuta.pdf', 'application/pdf', pdf],
        ['foto.png', 'image/png', png],
      ].map(([name, contentType, bytes]) => ({
        name,
        contentType,
        size: (bytes as Buffer).length,
        sha256: sha(bytes as Buffer),
        url: expect.stringMatching(
          /^https?:\/\/[^/]+\/api\/events\/v1\/attachments\/[\w-]+$/,
        ) as unknown,
        expiresAt: expiresAt.toISOString(),
      })),
    });
    // Each link serves the file byte for byte, as a download.
    const links = event?.data['attachments'] as { url: string }[];
    for (const [index, bytes] of [pdf, png].entries()) {
      const file = await get(links[index]?.url ?? '');
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(bytes)).toBe(true);
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename=/);
    }
  });

  it('the attachment link refuses a tampered token (404), another supplier (404), an expired one (410)', async () => {
    const [event] = await eventsOf(t, 'care_message.submitted', ofBill('alfa-2026-0003'));
    const url = (event?.data['attachments'] as { url: string }[])[0]?.url ?? '';
    const last = url.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${url.slice(0, -2)}${last}${url.at(-1) ?? ''}`;
    expectProblem(await get(tampered), 404, 'attachment-not-found');
    // Alfa's file is not served on Beta's host, even with a good link.
    expectProblem(await get(url, BETA), 404, 'attachment-not-found');
    const now = t.clock.now;
    try {
      t.clock.now = new Date(now.getTime() + 7 * DAY - 60_000);
      expect((await get(url)).statusCode).toBe(200);
      t.clock.now = new Date(now.getTime() + 7 * DAY + 1000);
      expectProblem(await get(url), 410, 'attachment-link-expired');
    } finally {
      t.clock.now = now;
    }
  });

  it('sendemail is one email_request.submitted with its file as a signed link', async () => {
    const bill = 'beta-2026-0003';
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/bollettainterattiva/sendemail/${t.crypto(bill)}`,
      headers: { host: BETA },
      payload: {
        categoria: 'Evidenza di pagamento',
        oggetto: 'Ricevuta',
        messaggio: 'Allego la ricevuta.',
        allegato_nome: 'ricevuta.pdf',
        allegato_tipo: 'text/html',
        allegato: pdf.toString('base64'),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const events = await eventsOf(t, 'email_request.submitted', ofBill(bill));
    expect(events.map((e) => [e.supplier, e.host, e.orderingKey])).toEqual([
      ['beta', BETA, `bill:${bill}`],
    ]);
    expect(events[0]?.data).toEqual({
      billId: bill,
      documentNumber: expect.any(String) as unknown,
      customerId: expect.any(String) as unknown,
      category: 'Evidenza di pagamento',
      subject: 'Ricevuta',
      body: 'Allego la ricevuta.',
      attachments: [
        {
          name: 'ricevuta.pdf',
          contentType: 'application/pdf',
          size: pdf.length,
          sha256: sha(pdf),
          url: expect.any(String) as unknown,
          expiresAt: expect.any(String) as unknown,
        },
      ],
    });
    const url = (events[0]?.data['attachments'] as { url: string }[])[0]?.url ?? '';
    const file = await get(url, BETA);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('put_profilo is one profile.changed naming only what changed, old and new', async () => {
    const bill = 'alfa-2026-0001';
    const profile = (link: string, body?: object) =>
      t.app.inject({
        method: body ? 'PUT' : 'GET',
        url: `/api/api_alfa_${body ? 'put' : 'get'}_profilo/${link}`,
        headers: { host: ALFA },
        ...(body ? { payload: body } : {}),
      });
    const before = (await profile(t.crypto(bill))).json<Record<string, unknown>>();
    const change = {
      idAnagrafica: '0010458321',
      email: 'nuovo.indirizzo@example.it',
      telefono: typeof before['telefono'] === 'string' ? before['telefono'] : '',
    };
    expect((await profile(t.crypto(bill), change)).statusCode).toBe(200);
    const events = await eventsOf(t, 'profile.changed', ofBill(bill));
    expect(events.map((e) => [e.supplier, e.host, e.orderingKey, e.data])).toEqual([
      [
        'alfa',
        ALFA,
        `bill:${bill}`,
        {
          customerId: '0010458321',
          via: 'bill',
          billId: bill,
          documentNumber: expect.any(String) as unknown,
          changes: {
            email: {
              from: typeof before['email'] === 'string' ? before['email'] : null,
              to: change.email,
            },
          },
        },
      ],
    ]);
    // The same values again change nothing, so the supplier is told nothing.
    expect((await profile(t.crypto(bill), change)).statusCode).toBe(200);
    expect(await eventsOf(t, 'profile.changed', ofBill(bill))).toHaveLength(1);
    // A refused change is no event either.
    const refused = await profile(t.crypto(bill), { idAnagrafica: '0010458321', email: 'x@y' });
    expectProblem(refused, 400, 'invalid-request');
    expect(await eventsOf(t, 'profile.changed', ofBill(bill))).toHaveLength(1);
  });

  it('the cookie choice is one consent.recorded where the host asks for it, none elsewhere', async () => {
    const consent = (host: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/consent', headers: { host }, payload });
    const at = '2026-11-28T10:00:00.000Z';
    const recorded = await consent(ALFA, { choice: 'rejected', at });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const events = await eventsOf(t, 'consent.recorded');
    expect(events.map((e) => [e.supplier, e.host, e.orderingKey, e.data])).toEqual([
      [
        'alfa',
        ALFA,
        null,
        {
          consentId: expect.stringMatching(/^[0-9]+$/) as unknown,
          kind: 'cookies',
          choice: 'rejected',
          answeredAt: at,
          policyUrl: 'https://www.alfa-energia.test/cookie-policy',
        },
      ],
    ]);
    const [stored] = await t.runtime.db.query<{ choice: string }>(
      'SELECT choice FROM cookie_consents WHERE id = $1::bigint',
      [String(events[0]?.data['consentId'])],
    );
    expect(stored?.choice).toBe('rejected');
    // Beta keeps the choice in the browser only; a malformed answer is refused: no event.
    expectProblem(await consent(BETA, { choice: 'accepted', at }), 404, 'consent-not-recorded');
    expectProblem(await consent(ALFA, { choice: 'maybe', at }), 400);
    expect(await eventsOf(t, 'consent.recorded')).toHaveLength(1);
  });

  it('a refused message (no attachment for Evidenza pagamento) is no event', async () => {
    const told = (await eventsOf(t, 'care_message.submitted')).length;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/api_beta_messaggio/${t.crypto('beta-2026-0003')}`,
      headers: { host: BETA },
      payload: care('Evidenza pagamento'),
    });
    expect(response.statusCode).toBe(400);
    expect(await eventsOf(t, 'care_message.submitted')).toHaveLength(told);
  });

  it('reads the outbox in order of seq past the ninth event, never twice', async () => {
    for (let i = 0; i < 10; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/consent',
        headers: { host: ALFA },
        payload: { choice: 'accepted', at: '2026-11-28T10:00:00.000Z' },
      });
    }
    await eventsSettled(t.runtime.db);
    const seqs = (await eventsAfter(t.runtime.db, { limit: 1000 })).map((e) => BigInt(e.seq));
    expect(seqs.length).toBeGreaterThan(10);
    expect(seqs).toEqual([...seqs].sort((a, b) => (a < b ? -1 : 1)));
    expect(new Set(seqs).size).toBe(seqs.length);
  });
});

const giulia = 'alfa:BNCGLI85M52H501X';
const condominium = 'alfa:97712340015';

describe.each(databaseKinds)('customer-area events (%s)', (kind) => {
  let t: AreaApp;
  beforeAll(async () => {
    t = await withDemoAccounts(openAreaApp(kind));
  });
  afterAll(() => t.close());
  const ofCustomer = (id: string) => (e: { data: Record<string, unknown> }) =>
    e.data['customerId'] === id;

  it('the area’s profile save is one profile.changed; saving the same again is none', async () => {
    const save = (payload: object) =>
      t.call({ method: 'POST', url: `/api/customer/save/${giulia}`, payload }, giulia);
    const before = (
      await t.call({ method: 'GET', url: `/api/customer/profile/${giulia}` }, giulia)
    ).json<Record<string, unknown>>();
    const saved = await save({
      telefono: '+39 06 7654321',
      bollettaCartacea: true,
      email: String(before['email']),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const events = await eventsOf(t, 'profile.changed', (e) => e.data['via'] === 'area');
    expect(events.map((e) => [e.supplier, e.host, e.orderingKey, e.data])).toEqual([
      [
        'alfa',
        ALFA,
        `account:${giulia}`,
        {
          customerId: expect.any(String) as unknown,
          via: 'area',
          billId: null,
          documentNumber: null,
          changes: {
            phone: { from: before['telefono'] ?? null, to: '+39 06 7654321' },
            paperBill: { from: before['bollettaCartacea'] ?? null, to: true },
          },
        },
      ],
    ]);
    expect((await save({ telefono: '+39 06 7654321' })).statusCode).toBe(200);
    expect(await eventsOf(t, 'profile.changed', (e) => e.data['via'] === 'area')).toHaveLength(1);
    // Another login's customer is refused, and tells nothing.
    expectProblem(
      await t.call(
        {
          method: 'POST',
          url: `/api/customer/save/${giulia}`,
          payload: { telefono: '+39 06 1111111' },
        },
        'alfa:CLMMRC72C15F205K',
      ),
      404,
    );
    expect(await eventsOf(t, 'profile.changed', (e) => e.data['via'] === 'area')).toHaveLength(1);
  });

  it('a contact request is one contact_request.submitted, its file behind a signed link', async () => {
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300, 0x20)]);
    const sent = await t.call(
      {
        method: 'POST',
        url: `/api/contacts/sendemail/${condominium}`,
        payload: {
          category: 'Evidenza pagamento',
          subject: 'Pagamento di marzo',
          description: 'Allego la ricevuta.',
          files: [{ name: 'ricevuta.pdf', content: file.toString('base64') }],
        },
      },
      giulia,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const events = await eventsOf(t, 'contact_request.submitted', ofCustomer(condominium));
    expect(events.map((e) => [e.supplier, e.host, e.orderingKey])).toEqual([
      ['alfa', ALFA, `account:${giulia}`],
    ]);
    expect(events[0]?.data).toEqual({
      requestId: expect.stringMatching(/^[0-9]+$/) as unknown,
      customerId: condominium,
      customerCode: expect.any(String) as unknown,
      category: 'Evidenza pagamento',
      subject: 'Pagamento di marzo',
      body: 'Allego la ricevuta.',
      contractId: null,
      priority: 'High',
      owner: 'Pagamenti_AT',
      typology: 'Credito',
      subcategory: '',
      attachments: [
        {
          name: 'ricevuta.pdf',
          contentType: 'application/pdf',
          size: file.length,
          sha256: sha(file),
          url: expect.any(String) as unknown,
          expiresAt: expect.any(String) as unknown,
        },
      ],
    });
    const url = (events[0]?.data['attachments'] as { url: string }[])[0]?.url ?? '';
    const served = await t.app.inject({
      method: 'GET',
      url: new URL(url).pathname,
      headers: { host: ALFA },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(file)).toBe(true);
  });

  it('a refused contact request (no file for Evidenza pagamento) is no event', async () => {
    const told = (await eventsOf(t, 'contact_request.submitted')).length;
    const refused = await t.call(
      {
        method: 'POST',
        url: `/api/contacts/sendemail/${condominium}`,
        payload: { category: 'Evidenza pagamento', subject: 'Ricevuta', description: 'Eccola.' },
      },
      giulia,
    );
    expectProblem(refused, 400, 'attachment-missing');
    expect(await eventsOf(t, 'contact_request.submitted')).toHaveLength(told);
  });
});
