import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from '../db/database.ts';
import type { DemoAccount } from '../identity/demoAccounts.ts';
import type { BlobStore } from '../store/blobs.ts';
import type { Bundle } from '../types.ts';
import { describe, InvalidData, validatorFor } from '../validation.ts';
import type { CustomerAreaFixture } from '../../schemas/types/customer-area-fixture.gen.ts';
import { faqPdf } from './faqPdf.ts';
import { contractsFromBills, customersFromBills } from './fromBills.ts';

/** The sample data bills do not hold: fixtures/customer-area/<supplier>.json. */
export const customerAreaDir = fileURLToPath(
  new URL('../../fixtures/customer-area/', import.meta.url),
);

/** Reads and checks every file of `dir`; a problem names the file and the field. */
export function readCustomerAreaFixtures(dir = customerAreaDir): CustomerAreaFixture[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.join(dir, name);
      const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
      const validate = validatorFor('customer-area-fixture.schema.json');
      if (!validate(value)) throw new InvalidData(file, describe(validate.errors));
      return value as CustomerAreaFixture;
    });
}

interface FaqFileRow {
  supplier: string;
  entry: string;
  id: string;
  filename: string;
  bytes: Uint8Array;
  blob: string | undefined;
}

/**
 * Seeds the customer area (issue 18) from the sample bills and fixtures/customer-area/: a
 * customer per holder and fiscal code, a contract per supply point, each demo account linked to
 * its own customer, the administrators of the fixtures to theirs, the fixtures' messages and
 * FAQ. Run at every start, it changes nothing a customer did: a customer's saved contact data,
 * read and deleted messages stay (messages are seeded only for a customer that has none).
 */
export async function seedCustomerArea(
  db: Database,
  bundles: readonly Bundle[],
  accounts: readonly DemoAccount[],
  blobs: BlobStore | null,
  fixtures: readonly CustomerAreaFixture[] = readCustomerAreaFixtures(),
): Promise<void> {
  const customers = customersFromBills(bundles);
  const known = new Set(customers.map((customer) => customer.id));
  for (const fixture of fixtures) {
    for (const link of fixture.administrators) {
      if (!known.has(link.customer))
        throw new Error(`${fixture.supplier}: no customer ${link.customer}`);
    }
  }
  // The files go to the blob store first, durably, so no row names a missing one (ADR 0014).
  const files: FaqFileRow[] = [];
  for (const fixture of fixtures) {
    for (const entry of fixture.faq) {
      for (const file of entry.attachments ?? []) {
        const bytes = await faqPdf(file.title, file.lines);
        const blob = blobs ? await blobs.put(bytes) : undefined;
        files.push({ supplier: fixture.supplier, entry: entry.id, ...file, bytes, blob });
      }
    }
  }
  await db.transaction(async (tx) => {
    for (const c of customers) {
      await tx.query(
        `INSERT INTO customers (id, supplier, code, fiscal_code, name, kind, email, phone, pec,
           billing_email, paper_bill, address)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb)
         ON CONFLICT (id) DO NOTHING`,
        [
          c.id,
          c.supplier,
          c.code,
          c.fiscalCode,
          c.name,
          c.kind,
          c.email,
          c.phone,
          c.pec,
          c.billingEmail,
          c.paperBill,
          JSON.stringify(c.address),
        ],
      );
    }
    for (const account of accounts.filter((a) => known.has(a.id))) {
      await link(tx, account.id, account.id, 'holder', 0);
    }
    for (const fixture of fixtures) {
      for (const [index, admin] of fixture.administrators.entries()) {
        await link(tx, admin.account, admin.customer, 'administrator', index + 1);
      }
    }
    await seedContracts(tx, bundles);
    for (const fixture of fixtures) await seedMessages(tx, fixture, known);
    await seedFaq(tx, fixtures, files);
  });
}

async function link(
  tx: Queryable,
  account: string,
  customer: string,
  role: 'holder' | 'administrator',
  position: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO account_customers (account_id, customer_id, role, position)
     VALUES ($1, $2, $3, $4) ON CONFLICT (account_id, customer_id) DO NOTHING`,
    [account, customer, role, position],
  );
}

async function seedContracts(tx: Queryable, bundles: readonly Bundle[]): Promise<void> {
  for (const k of contractsFromBills(bundles)) {
    await tx.query(
      `INSERT INTO contracts (id, customer_id, commodity, point, site_id, address, offer,
         offer_code, start_date, status, details)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9::date, 'active', $10::json)
       ON CONFLICT (id) DO UPDATE SET site_id = excluded.site_id, address = excluded.address,
         offer = excluded.offer, offer_code = excluded.offer_code,
         start_date = excluded.start_date, details = excluded.details`,
      [
        k.id,
        k.customerId,
        k.commodity,
        k.point,
        k.siteId,
        JSON.stringify(k.address),
        k.offer,
        k.offerCode,
        k.startDate,
        JSON.stringify(k.details),
      ],
    );
  }
}

async function seedMessages(
  tx: Queryable,
  fixture: CustomerAreaFixture,
  known: ReadonlySet<string>,
): Promise<void> {
  const seeded = await tx.query<{ customer_id: string }>(
    'SELECT DISTINCT customer_id FROM customer_messages WHERE customer_id LIKE $1',
    [`${fixture.supplier}:%`],
  );
  const skip = new Set(seeded.map((row) => row.customer_id));
  for (const m of fixture.messages) {
    if (skip.has(m.customer)) continue;
    if (!known.has(m.customer)) throw new Error(`${fixture.supplier}: no customer ${m.customer}`);
    await tx.query(
      `INSERT INTO customer_messages (customer_id, category, subject, body, sent_at, read_at)
       VALUES ($1, $2, $3, $4, $5::timestamptz,
         CASE WHEN $6::boolean THEN $5::timestamptz + interval '1 hour' END)`,
      [m.customer, m.category, m.subject, m.body, m.sent_at, m.read === true],
    );
  }
}

async function seedFaq(
  tx: Queryable,
  fixtures: readonly CustomerAreaFixture[],
  files: readonly FaqFileRow[],
): Promise<void> {
  for (const fixture of fixtures) {
    for (const [position, e] of fixture.faq.entries()) {
      await tx.query(
        `INSERT INTO faq_entries (supplier, id, topic, position, question, answer)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (supplier, id) DO UPDATE SET topic = excluded.topic,
           position = excluded.position, question = excluded.question, answer = excluded.answer`,
        [fixture.supplier, e.id, e.topic, position, e.question, e.answer],
      );
    }
  }
  for (const f of files) {
    await tx.query(
      `INSERT INTO faq_attachments (supplier, entry_id, id, filename, content_type, size, bytes,
         blob_sha256)
       VALUES ($1, $2, $3, $4, 'application/pdf', $5, $6, $7)
       ON CONFLICT (supplier, entry_id, id) DO UPDATE SET filename = excluded.filename,
         size = excluded.size, bytes = excluded.bytes, blob_sha256 = excluded.blob_sha256`,
      [
        f.supplier,
        f.entry,
        f.id,
        f.filename,
        f.bytes.length,
        f.blob === undefined ? f.bytes : null,
        f.blob ?? null,
      ],
    );
  }
}
