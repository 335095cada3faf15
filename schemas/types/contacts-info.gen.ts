/* Generated from schemas/contacts-info.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The body of GET /api/contacts (issue 18, spec §7): how the customers of the request's host reach their supplier (phones, e-mail, PEC, opening hours, emergency numbers, offices), shown by the customer area's contacts page. Not the bill's contacts (contacts.schema.json, GET /api/api_{supplier}_get_contatti/{crypto}). The reference server reads it from `hosts/<host>/contacts.json`, a supplier's back end would answer it from its own records. Data, so tolerant. Decision 270.
 */
export interface ContactsInfo {
  /**
   * The supplier's name, as the page shows it.
   */
  supplierName: string;
  /**
   * Customer-care phone numbers, most useful first.
   */
  phones: {
    /**
     * Which line it is; the page labels it by kind (a toll-free number from landlines, a paid number for mobiles and from abroad, a WhatsApp chat).
     */
    kind: 'toll-free' | 'landline' | 'mobile' | 'whatsapp';
    /**
     * The number as customers dial it; the page links it with `tel:`.
     */
    number: string;
  }[];
  /**
   * E-mail addresses, each linked with `mailto:`.
   */
  emails: {
    /**
     * An ordinary address, or a certified one (PEC) for formal requests.
     */
    kind: 'email' | 'pec';
    /**
     * The address.
     */
    address: string;
  }[];
  /**
   * When customer care answers the phone.
   */
  hours: {
    /**
     * ISO weekdays, 1 = Monday … 7 = Sunday.
     *
     * @minItems 1
     */
    days: number[];
    /**
     * Opening time, HH:MM, local time.
     */
    opens: string;
    /**
     * Closing time, HH:MM, local time.
     */
    closes: string;
  }[];
  /**
   * Emergency numbers of the distributors (pronto intervento), free and always open: a gas leak or a power failure goes to the distributor, not to the supplier.
   */
  emergency: {
    /**
     * Which supply it is for.
     */
    commodity: 'power' | 'gas';
    /**
     * The number.
     */
    number: string;
    /**
     * The distributor's name.
     */
    distributor?: string;
  }[];
  /**
   * Offices open to the public (sportelli).
   */
  offices: {
    /**
     * The office's name.
     */
    name: string;
    /**
     * Its postal address, as lines.
     */
    address: string[];
    /**
     * When it is open.
     */
    hours?: {
      /**
       * ISO weekdays, 1 = Monday … 7 = Sunday.
       *
       * @minItems 1
       */
      days: number[];
      /**
       * Opening time, HH:MM, local time.
       */
      opens: string;
      /**
       * Closing time, HH:MM, local time.
       */
      closes: string;
    }[];
    /**
     * A map of where it is; linked only when it is http(s) (decision 6).
     */
    mapUrl?: string;
  }[];
}
