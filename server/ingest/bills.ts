import type { ErrorObject } from 'ajv/dist/2020.js';
import type { IngestResult } from '../../schemas/types/ingest-result.gen.ts';
import type { Deps } from '../deps.ts';
import { BodyScanner, type BodyShape } from '../http/bodyScan.ts';
import { renderBillPdf } from '../pdf/billPdf.ts';
import type { Bundle } from '../types.ts';
import { validatorFor } from '../validation.ts';
import { keepsSuppliedPdf } from './pdf.ts';
import { BillRefusal, storeBill } from './store.ts';
import { warningsOf } from './warnings.ts';

/** One bill through the ingestion API: what became of it, as its result line says it. */

export type BillError = NonNullable<IngestResult['errors']>[number];

/**
 * The most values and the longest string one bill may hold: the largest sample bill has about
 * 4,000 values and no string over 2 KB; a bill is read whole, so this bounds its parse.
 */
export const BILL_SHAPE: BodyShape = { values: 50_000, string: 65_536 };

/** The most errors a refusal lists: the first ones say enough to fix the line. */
const MAX_ERRORS = 20;

/** ajv's errors as JSON pointers into the bill (RFC 6901), naming a missing or extra member. */
export function pointersOf(errors: readonly ErrorObject[]): BillError[] {
  const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  return errors.slice(0, MAX_ERRORS).map((error) => {
    const params = error.params as { missingProperty?: string; additionalProperty?: string };
    const member = params.missingProperty ?? params.additionalProperty;
    return {
      pointer:
        member === undefined ? error.instancePath : `${error.instancePath}/${escape(member)}`,
      reason: error.message ?? 'is not valid',
    };
  });
}

const refused = (id: string | null, errors: BillError[]): IngestResult => ({
  id,
  result: 'refused',
  errors,
});

const idOf = (value: unknown): string | null => {
  const id = (value as { id?: unknown } | null)?.['id'];
  return typeof value === 'object' && typeof id === 'string' ? id.slice(0, 64) : null;
};

/**
 * Checks a bill sent by `supplier`'s client and stores it as its next version (./store.ts):
 * refused, with pointers, when the schema refuses it, when it is another supplier's, when its
 * id is not the one the path names, or when the store refuses its id. A kept bill's result
 * carries its warnings (./warnings.ts), the same whether it was stored now or before.
 */
export async function ingestBill(
  deps: Deps,
  supplier: string,
  value: unknown,
  pathId?: string,
): Promise<IngestResult> {
  const validate = validatorFor('bill-bundle.schema.json');
  if (!validate(value)) return refused(idOf(value), pointersOf(validate.errors ?? []));
  const bundle = value as Bundle;
  if (pathId !== undefined && bundle.id !== pathId) {
    return refused(bundle.id, [
      { pointer: '/id', reason: `must be ${pathId}, the id in the path` },
    ]);
  }
  if (bundle.supplier !== supplier) {
    return refused(bundle.id, [
      { pointer: '/supplier', reason: `must be ${supplier}: this client sends its bills only` },
    ]);
  }
  if (bundle.pdf !== undefined) {
    return refused(bundle.id, [
      {
        pointer: '/pdf',
        reason: 'is a file path, which means nothing over the API: PUT the PDF to …/bills/{id}/pdf',
      },
    ]);
  }
  // Sent again after its own PDF (./pdf.ts): the same bill, its PDF kept.
  const kept = await keepsSuppliedPdf(deps, bundle);
  const warnings = warningsOf(bundle);
  if (kept !== null) return { id: bundle.id, result: 'unchanged', version: kept, warnings };
  try {
    const stored = await storeBill(deps.db, bundle, {
      blobs: deps.blobs,
      source: 'api',
      pdf: () => renderBillPdf({ ...bundle.document }),
    });
    return { id: bundle.id, result: stored.outcome, version: stored.version, warnings };
  } catch (error) {
    if (!(error instanceof BillRefusal)) throw error;
    return refused(bundle.id, [
      { pointer: error.pointer, reason: error.message, code: error.code },
    ]);
  }
}

/** As fastify's own parser (secure-json-parse): no `__proto__` key reaches the code. */
function refuseProto(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new SyntaxError('a __proto__ key is not accepted');
  return value;
}

/** Parses one bill's JSON text, bounded like a request body; a refusal when it is not one. */
export function parseBill(text: string): { value: unknown } | { error: BillError } {
  const scanner = new BodyScanner(BILL_SHAPE);
  const problem = scanner.feed(Buffer.from(text));
  if (problem !== null) {
    return { error: { pointer: '', reason: `the line is ${problem.replace(/-/g, ' ')}` } };
  }
  try {
    return { value: JSON.parse(text, refuseProto) as unknown };
  } catch (error) {
    return { error: { pointer: '', reason: `not JSON: ${(error as Error).message}` } };
  }
}
