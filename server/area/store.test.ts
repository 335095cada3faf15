// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle, readBundle } from '../bundles.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import type { Principal } from '../identity/bearer.ts';
import { demoAccounts } from '../identity/demoAccounts.ts';
import { memoryBlobStore } from '../store/blobs.ts';
import { contractsOf, findContract, findContractByPoint } from './contracts.ts';
import { customersOf, findCustomer, saveCustomer } from './customers.ts';
import { faqEntries, faqFile, faqTopics } from './faq.ts';
import { findInvoice, invoicesOf, markSeen } from './invoices.ts';
import { deleteMessage, findMessage, listMessages } from './messages.ts';
import { seedCustomerArea } from './seed.ts';

const fixtures = path.resolve(import.meta.dirname, '../../fixtures');
const bundles = readdirSync(fixtures)
  .filter((name) => name.endsWith('.json'))
  .map((name) => readBundle(path.join(fixtures, name)));
const blobs = memoryBlobStore();
const giulia: Principal = { accountId: 'alfa:BNCGLI85M52H501X', supplier: 'alfa' };
const marco: Principal = { accountId: 'alfa:CLMMRC72C15F205K', supplier: 'alfa' };
const condominium = 'alfa:97712340015';

let db: Database;
beforeAll(async () => {
  db = await openDatabase({ dataDir: 'memory://' });
  await migrate(db);
  for (const bundle of bundles) await importBundle(db, bundle, fixtures, blobs);
  await seedCustomerArea(db, bundles, demoAccounts(bundles), blobs);
}, 60_000);
afterAll(() => db.close());

describe('the customer area answers a login with its own data only (issue 18)', () => {
  it('lists a login’s own customer first, then the one it administers', async () => {
    const customers = await customersOf(db, giulia);
    expect(customers.map((c) => [c.id, c.role])).toEqual([
      [giulia.accountId, 'holder'],
      [condominium, 'administrator'],
    ]);
    expect(customers[0]).toMatchObject({ code: '0010458321', kind: 'person' });
    expect(customers[1]).toMatchObject({ name: 'Condominio Via dei Mille 24', kind: 'business' });
  });

  it('finds no customer of another login, nor of the same id on another supplier', async () => {
    expect(await findCustomer(db, marco, giulia.accountId)).toBeNull();
    expect(await findCustomer(db, { ...giulia, supplier: 'beta' }, giulia.accountId)).toBeNull();
  });

  it('finds the invoices of a customer’s fiscal code, and none of another’s', async () => {
    const own = await findCustomer(db, giulia, condominium);
    if (!own) throw new Error('the condominium is Giulia’s');
    expect((await invoicesOf(db, giulia, own)).map((i) => i.bill.id)).toEqual(['alfa-2026-0003']);
    expect(await findInvoice(db, giulia, 'alfa-2026-0003')).toMatchObject({ seen: false });
    expect(await findInvoice(db, giulia, 'alfa-2026-0002')).toBeNull();
    expect(await findInvoice(db, marco, 'alfa-2026-0003')).toBeNull();
  });

  it('lists a customer with two bills newest first, and remembers which one a login opened', async () => {
    const own = await findCustomer(db, marco, marco.accountId);
    if (!own) throw new Error('Marco is his own customer');
    await markSeen(db, marco, 'alfa-2026-0008');
    const invoices = await invoicesOf(db, marco, own);
    expect(invoices.map((i) => [i.bill.id, i.seen])).toEqual([
      ['alfa-2026-0008', true],
      ['alfa-2026-0002', false],
    ]);
  });

  it('gives a contract per supply point, found by id or by POD, only to its customer', async () => {
    const contracts = await contractsOf(db, giulia, condominium);
    expect(contracts.map((c) => c.point)).toEqual([
      'IT001E31902240',
      'IT001E31902251',
      'IT001E31902262',
    ]);
    expect(contracts[0]?.details).toBeUndefined();
    const id = contracts[0]?.id ?? '';
    expect((await findContract(db, giulia, id))?.details).toMatchObject({ tensione: 230 });
    expect(await findContract(db, marco, id)).toBeNull();
    expect(await contractsOf(db, marco, condominium)).toEqual([]);
    expect(await findContractByPoint(db, giulia, condominium, 'IT001E31902251')).toMatchObject({
      status: 'active',
      tipo_punto: 'POD',
    });
  });

  it('reads a message (marking it read), deletes it once, and hides it from another login', async () => {
    const before = await listMessages(db, giulia, { customerId: giulia.accountId });
    const first = before.messages[0];
    if (!first) throw new Error('Giulia has messages');
    expect(first).not.toHaveProperty('body');
    expect(await findMessage(db, marco, first.id, { body: true, markRead: true })).toBeNull();
    const read = await findMessage(db, giulia, first.id, { body: true, markRead: true });
    expect(read).toMatchObject({
      read: true,
      body: expect.stringContaining('Via Appia Nuova') as string,
    });
    const after = await listMessages(db, giulia, { customerId: giulia.accountId });
    expect(after.unread).toBe(before.unread - 1);
    expect(await deleteMessage(db, marco, first.id)).toBeNull();
    expect(await deleteMessage(db, giulia, first.id)).toMatchObject({ deleted: true });
    expect(await deleteMessage(db, giulia, first.id)).toBeNull();
    expect(await findMessage(db, giulia, first.id, { body: false, markRead: false })).toBeNull();
  });

  it('keeps what customers did when the area is seeded again', async () => {
    await saveCustomer(db, giulia, giulia.accountId, { telefono: '+39 06 1234567' });
    const messages = await listMessages(db, giulia);
    await seedCustomerArea(db, bundles, demoAccounts(bundles), blobs);
    expect(await listMessages(db, giulia)).toEqual(messages);
    expect(await findCustomer(db, giulia, giulia.accountId)).toMatchObject({
      phone: '+39 06 1234567',
      email: 'giulia.bianchi@example.it',
    });
  });

  it('offers the supplier’s FAQ by topic, with its files as PDFs', async () => {
    expect(await faqTopics(db, 'alfa')).toEqual(['bolletta', 'pagamenti', 'contratto']);
    const entries = await faqEntries(db, 'alfa', 'pagamenti');
    const file = entries.flatMap((e) => e.attachments)[0];
    expect(file?.href).toBe('/api/Faq/attach/pagamenti/domiciliazione/modulo-sepa');
    const path = { topic: 'pagamenti', entry: 'domiciliazione', file: 'modulo-sepa' };
    const found = await faqFile(db, blobs, 'alfa', path);
    expect(
      Buffer.from(found?.bytes ?? [])
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await faqFile(db, blobs, 'alfa', { ...path, topic: 'bolletta' })).toBeNull();
    expect(await faqFile(db, blobs, 'beta', path)).toBeNull();
  });
});
