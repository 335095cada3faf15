/* Generated from schemas/modules.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/bollettainterattiva/modules (spec §2, §7): which modules of the bill show, and in which list. A template's `slot` nodes expand these lists in the server's order (project decision 8); unknown keys are ignored (decision 5). Data, so tolerant: other lists are allowed and ignored.
 */
export interface BillModules {
  /**
   * The main (single-column, mobile) list of module keys, for example `riepilogo_doc`, `dati_pagamento`, `rate`, `fornitura`, `consumi`, `scarica_pdf`, `info_e_contatti`.
   *
   * Items: A module key (spec §2 "Module keys"; lower case, project decision 11).
   */
  modules?: string[];
  /**
   * The desktop left column (4 of 12).
   *
   * Items: A module key.
   */
  modules_left?: string[];
  /**
   * The desktop right column (8 of 12).
   *
   * Items: A module key.
   */
  modules_right?: string[];
}
