import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, expectProblem } from './harness.ts';
import { openAreaApp, type AreaApp } from './areaHarness.ts';

/** Issue 18: what the customer area's calls do, beyond their shapes (see area.test.ts). */
const giulia = 'alfa:BNCGLI85M52H501X';
const condominium = 'alfa:97712340015';

describe.each(databaseKinds)('the customer area at work (%s)', (kind) => {
  let t: AreaApp;
  beforeAll(async () => {
    t = await openAreaApp(kind);
  });
  afterAll(() => t.close());
  const get = (url: string) => t.call({ method: 'GET', url }, giulia);

  it('offers the client selector the login’s own customer, then the condominium it administers', async () => {
    const names = (await get('/api/customer/names')).json<{ names: unknown[] }>().names;
    expect(names).toEqual([
      { id: giulia, name: 'Giulia Bianchi', code: '0010458321', selected: true },
      { id: condominium, name: 'Condominio Via dei Mille 24', code: '0020033190', selected: false },
    ]);
  });

  it('opens an invoice through its bill link, and it is new only until opened', async () => {
    const count = async () =>
      (await get(`/api/invoices/new/${condominium}`)).json<{ count: number }>().count;
    expect(await count()).toBe(1);
    const invoice = (await get('/api/document/alfa-2026-0003')).json<{ crypto: string }>();
    expect(await count()).toBe(0);
    const access = await t.app.inject({
      url: `/api/public/access?id=${invoice.crypto}`,
      headers: { host: 'bolletta.alfa-energia.test' },
    });
    expect(access.statusCode, access.body).toBe(200);
  });

  it('lists an unpaid invoice as payable, with its debt on the home page', async () => {
    const home = (await get(`/api/customer/home/${giulia}`)).json<Record<string, unknown>>();
    expect(home).toMatchObject({
      amountDue: 109.73,
      unpaidInvoices: 1,
      latestInvoice: { id: 'alfa-2026-0001', payable: true, paid: false },
      contracts: 1,
    });
  });

  it('reads a message, then deletes it for good', async () => {
    const unread = async () =>
      (await get(`/api/message/new/${giulia}`)).json<{ count: number }>().count;
    const before = await unread();
    const list = (await get(`/api/message/home/${giulia}`)).json<{
      messages: { id: string; read: boolean }[];
    }>();
    const id = list.messages.find((message) => !message.read)?.id ?? '';
    expect((await get(`/api/message/detail/${id}`)).json()).toMatchObject({ read: true });
    expect(await unread()).toBe(before - 1);
    const deleted = await t.call({ method: 'DELETE', url: `/api/message/${id}` }, giulia);
    expect(deleted.json()).toMatchObject({ id, deleted: true });
    expectProblem(await get(`/api/message/${id}`), 404, 'message-not-found');
    expectProblem(await t.call({ method: 'DELETE', url: `/api/message/${id}` }, giulia), 404);
  });

  it('saves the contact data it is given, keeps the rest, and names an unknown field', async () => {
    const save = (payload: object) =>
      t.call({ method: 'POST', url: `/api/customer/save/${giulia}`, payload }, giulia);
    expect((await save({ pec: 'giulia.bianchi@pec.example.it' })).statusCode).toBe(200);
    const profile = (await get(`/api/customer/profile/${giulia}`)).json<unknown>();
    expect(profile).toMatchObject({
      pec: 'giulia.bianchi@pec.example.it',
      email: 'giulia.bianchi@example.it',
    });
    expect(expectProblem(await save({ nome: 'Giulia' }), 400).message).toMatch(
      /unknown field nome/,
    );
    expect(expectProblem(await save({}), 400).message).toMatch(/fewer than 1/);
  });
});
