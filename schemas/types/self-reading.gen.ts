/* Generated from schemas/self-reading.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of POST /api/api_{supplier}_salva_autolettura (spec §7); the answer is 1 on success. A request the server checks, so strict: unknown properties are rejected.
 */
export interface SelfReadingRequest {
  /**
   * The supply's site id (fornitura[].id_sede).
   */
  Idsede: string;
  /**
   * The meter reading in Smc: an integer greater than 0, as a number or a string of digits (spec §5, message my_profile_check_int). Leading zeros, as on the meter's dial, are allowed; at most 12 digits.
   */
  Segnante: string | number;
}
