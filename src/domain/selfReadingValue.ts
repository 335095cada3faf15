/**
 * The gas reading's value rule (spec §5 "Self-reading", decision 37), the one source for the
 * page's yup schema (widgets/SelfReadingForm/schema.ts) and the server's check of
 * `salva_autolettura` (server/routes/supplier.ts): required (message my_profile_check_text),
 * digits only and an integer greater than 0 (my_profile_check_int). Leading zeros, as on a
 * meter's dial, are allowed; at most 12 digits (a reading fits a JavaScript integer exactly).
 */

/** Digits only, not all zeros: an integer greater than 0 however many leading zeros. */
export const SELF_READING_PATTERN = /^0*[1-9][0-9]*$/;
export const SELF_READING_MAX_DIGITS = 12;

/** Why a value is refused: `required` (my_profile_check_text) or `integer` (…_int). */
export type SelfReadingRefusal = 'required' | 'integer';

/** The refusal of a typed value, or undefined when it may be sent as it is. */
export function selfReadingRefusal(value: string): SelfReadingRefusal | undefined {
  if (value.trim() === '') return 'required';
  if (value.length > SELF_READING_MAX_DIGITS || !SELF_READING_PATTERN.test(value)) return 'integer';
  return undefined;
}

/**
 * The server's reading of a request's `Segnante` (a string of digits or a JSON number, spec
 * §7): a number is read as the digits JavaScript writes it, so 5.5 or 1e21 are refused as the
 * page would refuse them typed.
 */
export function segnanteRefusal(segnante: unknown): SelfReadingRefusal | undefined {
  if (typeof segnante === 'number') return selfReadingRefusal(String(segnante));
  if (typeof segnante === 'string') return selfReadingRefusal(segnante);
  return 'required';
}
