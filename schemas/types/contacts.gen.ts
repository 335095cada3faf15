/* Generated from schemas/contacts.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/api_{supplier}_get_contatti/{crypto} (spec §7): the supplier's contacts for this bill, or the empty string "" when there are none. Data, so tolerant: unknown fields are allowed and ignored.
 */
export type ContactsAnswer =
  | {
      /**
       * First customer-care phone number.
       */
      landing_page_tel1?: string | null;
      /**
       * Second customer-care phone number.
       */
      landing_page_tel2?: string | null;
      /**
       * URL of an image shown beside the first phone number.
       */
      landing_page_tel1_image?: string | null;
      /**
       * Customer-care e-mail address.
       */
      landing_email?: string | null;
      /**
       * Customer-care certified e-mail (PEC) address.
       */
      landing_pec?: string | null;
      /**
       * Emergency number of the distributor.
       */
      numero_pronto_intervento?: string | null;
      /**
       * Name of the local distributor.
       */
      nome_distributore?: string | null;
    }
  | '';
