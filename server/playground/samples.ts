import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isGas } from '../../src/domain/flags.ts';
import { readAmount } from '../../src/domain/payment.ts';
import { readBundle, type Bundle } from '../bundles.ts';

/** A sample bill as the playground lists it. */
export interface SampleSummary {
  id: string;
  supplier: string;
  /** Supplier, number, gas or power, and status, for a person choosing one. */
  label: string;
}

// Spec §4's statuses, as a configurator reads them in a list.
const statusNames: Record<number, string> = {
  0: 'cancelled',
  1: 'to pay',
  3: 'to be validated',
  4: 'paid',
};

/** The repository's sample bills (`fixtures/`), the only bills the playground shows. */
export const sampleFixtures = fileURLToPath(new URL('../../fixtures', import.meta.url));

/**
 * The sample bills of a folder of bundles, read from their files, never from the database: an
 * imported customer's bill is never a sample (issue 27, decision 366).
 */
export function readSamples(folder: string = sampleFixtures): Bundle[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => readBundle(path.join(folder, name)));
}

/** The samples of one supplier, labelled: a host lists only its own supplier's (decision 366). */
export function listSamples(samples: readonly Bundle[], supplier: string): SampleSummary[] {
  return samples
    .filter((bundle) => bundle.supplier === supplier)
    .map((bundle) => {
      const document: Record<string, unknown> = { ...bundle.document };
      const { id } = bundle;
      return { id, supplier, label: labelOf({ id, supplier, document }) };
    });
}

export function labelOf(row: {
  id: string;
  supplier: string;
  document: Record<string, unknown>;
}): string {
  const doc = row.document;
  const number = typeof doc['document_number'] === 'string' ? doc['document_number'] : row.id;
  const kind = isGas(doc['tipo_bolletta']) ? 'gas' : 'power';
  const debt = readAmount(doc['document_payment_debt']);
  const code = Number(doc['document_payment_status'] ?? -1);
  const status =
    debt !== undefined && debt < 0 ? 'credit' : (statusNames[code] ?? `status ${code}`);
  return `${row.supplier} · ${number} · ${kind} · ${status}`;
}

/**
 * A sample bill of `supplier` as the bill page receives it: the document as the fixture holds
 * it, its modules and its instalments; null when it is unknown or another supplier's.
 */
export function sampleBill(
  samples: readonly Bundle[],
  supplier: string,
  id: string,
): { doc: unknown; modules: unknown; rate: unknown } | null {
  const found = samples.find((bundle) => bundle.id === id && bundle.supplier === supplier);
  if (!found) return null;
  const doc: Record<string, unknown> = { ...found.document };
  if (found.template !== undefined && doc['template_name'] === undefined) {
    doc['template_name'] = found.template;
  }
  return {
    doc,
    modules: found.modules ?? { modules: [], modules_left: [], modules_right: [] },
    rate: found.instalments ?? { data: { totaledapagare: 0, rate: [] } },
  };
}
