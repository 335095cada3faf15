import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { BillRefusal, storeBill, type StoreOutcome } from '../ingest/store.ts';
import { renderBillPdf } from '../pdf/billPdf.ts';
import type { Runtime } from '../runtime.ts';
import type { Bundle } from '../types.ts';
import { validatorFor } from '../validation.ts';
import type { ImportItem } from './sources.ts';

/** What importing one bill did: an outcome of storeBill (ADR 0042), or a refusal with its pointer. */
export type BillResult =
  | { where: string; id: string; supplier: string; outcome: StoreOutcome }
  | { where: string; outcome: 'refused'; pointer: string; reason: string };

/** Thrown inside this module for a bill that is refused; never leaves it. */
class Refused extends Error {
  constructor(
    readonly pointer: string,
    reason: string,
  ) {
    super(reason);
  }
}

const validate = validatorFor('bill-bundle.schema.json');

/** ajv's first error as a pointer and a reason; a missing property points at itself. */
function firstProblem(errors: readonly ErrorObject[]): Refused {
  const [first] = errors;
  if (!first) return new Refused('', 'is not a bill bundle');
  const missing = (first.params as { missingProperty?: unknown }).missingProperty;
  const pointer =
    first.keyword === 'required' && typeof missing === 'string'
      ? `${first.instancePath}/${missing}`
      : first.instancePath;
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more problems)` : '';
  return new Refused(pointer, `${first.message ?? 'is not valid'}${more}`);
}

function parse(item: ImportItem, text: string): Bundle {
  if (item.unreadable !== undefined) throw new Refused('', item.unreadable);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Refused('', `is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!validate(value)) throw firstProblem(validate.errors ?? []);
  return value as Bundle;
}

/** The PDF the bundle names, beside it; refused unless it reads as a PDF. */
async function suppliedPdf(item: ImportItem, bundle: Bundle): Promise<Uint8Array | undefined> {
  if (bundle.pdf === undefined) return undefined;
  const file = path.resolve(item.baseDir, bundle.pdf);
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Refused('/pdf', `cannot read ${file}: ${code}`);
  }
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new Refused('/pdf', `${file} is not a PDF`);
  return new Uint8Array(bytes);
}

export interface BillOptions {
  /** Draws a bill's PDF when it names none: renderBillPdf, or the bench's timed wrapper of it. */
  renderPdf?: ((document: Bundle['document']) => Promise<Uint8Array>) | undefined;
  /** Waits until no other worker is storing this id (two lines of one file may share it). */
  exclusive<T>(id: string, work: () => Promise<T>): Promise<T>;
}

/**
 * Checks and stores one bill: a bill that is not JSON, not a bundle, of a supplier no host
 * serves, with an unreadable PDF, or refused by storeBill becomes a refusal with its pointer.
 * Anything else (the database gone) is thrown: it is no fault of the bill, and stops the run.
 */
export async function importItem(
  runtime: Runtime,
  item: ImportItem,
  options: BillOptions,
): Promise<BillResult> {
  const { where } = item;
  try {
    const bundle = parse(item, await item.text());
    if (!runtime.hosts.bySupplier(bundle.supplier))
      throw new Refused('/supplier', `no host serves the supplier ${bundle.supplier}`);
    const supplied = await suppliedPdf(item, bundle);
    const render = options.renderPdf ?? ((document) => renderBillPdf({ ...document }));
    const stored = await options.exclusive(bundle.id, () =>
      storeBill(runtime.db, bundle, {
        blobs: runtime.blobs,
        source: 'import',
        suppliedPdf: supplied,
        pdf: async () => supplied ?? (await render(bundle.document)),
      }),
    );
    return { where, id: bundle.id, supplier: bundle.supplier, outcome: stored.outcome };
  } catch (error) {
    if (error instanceof Refused)
      return { where, outcome: 'refused', pointer: error.pointer, reason: error.message };
    if (error instanceof BillRefusal)
      return { where, outcome: 'refused', pointer: error.pointer, reason: error.message };
    throw error;
  }
}
