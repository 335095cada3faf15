/**
 * The supply point of a supply (spec §2 "supply point code (PDR for gas, POD for power)", §3
 * Supply: `tipo_punto` POD or PDR with the code in `pod` or `pdr`; project decision 136). The
 * one rule every module uses; data is tolerant (decision 2): it never throws.
 */
import type { Supply } from '../../schemas/types/bill-document.gen.ts';
import { dataText, isGas } from './flags.ts';

export type SupplyPointKind = 'POD' | 'PDR';

export interface SupplyPoint {
  /** `POD` (electricity) or `PDR` (gas). */
  kind: SupplyPointKind;
  /** The point's code, '' when missing. */
  code: string;
}

/**
 * Decision 136: the supply's own `tipo_punto` (any case) decides; when it is missing or
 * unknown, the code that is present (`pdr` first); when neither code is present, the bill's
 * `tipo_bolletta` (decision 4: GAS is gas, anything else, or no bill, power).
 */
export function supplyPoint(
  supply: Supply | null | undefined,
  tipoBolletta?: string | null,
): SupplyPoint {
  // Optional chaining reads a supply of the wrong type (text, a list) as one with no fields.
  const declared = dataText(supply?.tipo_punto).toUpperCase();
  const pod = dataText(supply?.pod);
  const pdr = dataText(supply?.pdr);
  if (declared === 'PDR') return { kind: 'PDR', code: pdr };
  if (declared === 'POD') return { kind: 'POD', code: pod };
  if (pdr !== '') return { kind: 'PDR', code: pdr };
  if (pod !== '') return { kind: 'POD', code: pod };
  return { kind: isGas(tipoBolletta) ? 'PDR' : 'POD', code: '' };
}

/** Gas when the supply point is a PDR (spec §2 "PDR for gas, POD for power"). */
export function isGasSupply(
  supply: Supply | null | undefined,
  tipoBolletta?: string | null,
): boolean {
  return supplyPoint(supply, tipoBolletta).kind === 'PDR';
}
