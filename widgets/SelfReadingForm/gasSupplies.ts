import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { dataText } from '../../src/domain/flags.ts';
import { supplyEntries, supplyListOf } from '../../src/domain/supplies.ts';
import { supplyPoint } from '../../src/domain/supplyPoint.ts';

/** A gas supply the form may send a reading for. */
export interface GasSupply {
  /** `id_sede`, the request's Idsede (spec §7). */
  siteId: string;
  /** The PDR, '' when missing. */
  pdr: string;
}

const cache = new WeakMap<object, GasSupply[]>();
/** One empty list for every bill without a document, for the same reason as the cache. */
const none: GasSupply[] = [];

/**
 * The bill's gas supplies (a PDR, spec §2 "PDR for gas") that have a site id: the only ones a
 * reading can be sent for. Memoised per document, so a store selector returns the same list.
 */
export function gasSupplies(doc: BillDocument | undefined): GasSupply[] {
  if (!doc) return none;
  const known = cache.get(doc);
  if (known) return known;
  const list = supplyEntries(supplyListOf(doc)).flatMap(({ supply }) => {
    const point = supplyPoint(supply, doc.tipo_bolletta);
    const siteId = dataText(supply.id_sede);
    return point.kind === 'PDR' && siteId !== '' ? [{ siteId, pdr: point.code }] : [];
  });
  cache.set(doc, list);
  return list;
}
