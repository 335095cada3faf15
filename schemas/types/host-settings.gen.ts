/* Generated from schemas/host-settings.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * An action of spec §2 "Menu component": `logout` ends the session; `module` opens the multi-module page `/{argument}` (the argument must be one of `multiModulePages`); `path` opens a page of the portal (`/invoices` always in a new tab).
 */
export type MenuAction = MenuAction1;

/**
 * `hosts/<host>/hostsettings.json`: the public settings of one host (one supplier's portal address), served to the page as /hostsettings.json (spec §7). Configuration, so strict: unknown properties are rejected, because there an unknown name is a typo. Nothing secret belongs here: payment keys live in the private server.json.
 */
export interface HostSettings {
  /**
   * Path to this schema (`../../schemas/host-settings.schema.json`), so that editors complete and check while you write.
   */
  $schema?: string;
  /**
   * The folder of another host under hosts/ whose settings, private settings, texts, templates and images this host starts from; its own files are laid over them (JSON Merge Patch: objects merge, null deletes, the rest replaces). The server reads it and never sends it to the page (decision 307).
   */
  extends?: string;
  /**
   * The bill's layout template (spec §2 "Layout selection"): a file name of templates/ without .json.
   */
  templateName: string;
  /**
   * Per-route template names, route key → template name; a route whose `template` key is here uses that template instead of templateName. Route keys are the routes' names: `bollettainterattiva`, and the outcome pages `nexiEsito`, `nexiAnnullo`, `worldlineEsito`, `worldlineAnnullo`.
   */
  templates?: {
    /**
     * The template this route uses.
     */
    [k: string]: string;
  };
  /**
   * The template that replaces a template-3 or template-5 name when the device is not mobile-sized (spec §2).
   */
  bollettaInterattivaDesktopTemplateName?: string;
  /**
   * When true, a bill link may name any built template in its `template` query parameter (`/bollettainterattiva?id=…&template=bi5-mobile`), ahead of every other rule of spec §2 "Layout selection": configurators preview a template on real bills and the end-to-end tests open every template. Every template shows the same data, so a customer gains nothing by it. Default false.
   */
  templatePreview?: boolean;
  /**
   * Where the payment status comes from (spec §4): `DB` (any case) or absent means the document's document_payment_status; any other value means the verification call api_{supplier}_verifica.
   */
  statusSource?: string;
  /**
   * Base of the first card provider's server-to-server notification address (spec §4): the page appends `/{id}/{base64 of the host name}` and sends it as the form's urlpost. An https URL, or a path on the portal's origin for the sandbox.
   */
  nexiServerToServerUrl?: string;
  /**
   * Base of the second card provider's webhook address (spec §4): the page appends `/{id}/{base64 of the host name}` and sends it as the start call's callback_url. An https URL, or a path on the portal's origin (the reference server listens on `/api/worldline/webhook`).
   */
  worldlineServerToServerUrl?: string;
  /**
   * The supplier's API name, the {supplier} of the api_{supplier}_… calls (spec §7): lower-case letters and digits, starting with a letter.
   */
  supplier: string;
  /**
   * The supplier's name as customers know it (a proper noun, not translated), for titles and alternative texts.
   */
  supplierName?: string;
  /**
   * The supplier's home page: the shell header's logo and name link to it, and the login page's way back goes there (issue 30, decision 522). Without it the logo is not a link and the login page offers no way back, only its own links, since every page of the portal but /register asks for a login.
   */
  homeUrl?: string;
  /**
   * The host's locales, in the selector's order; each has a catalogue (the product's src/i18n/<locale>.json with this host's locales/<locale>.json over it). One locale: no language selector (spec §1).
   *
   * @minItems 1
   *
   * Items: A locale code.
   */
  locales: string[];
  /**
   * The locale used when a link asks for none; one of locales. Missing: the first of locales.
   */
  defaultLocale?: string;
  /**
   * The host's card provider: `nexi` (the first provider: hidden form post to a hosted page) or `worldline` (the second: redirect to the URL the start call answers). Its keys are in server.json's payments. Missing: no card payment.
   */
  paymentProvider?: 'nexi' | 'worldline';
  /**
   * The public payment platform's (pagoPA) address when the document carries none; the page adds act=portal and the id (spec §4).
   */
  pagopaLink?: string;
  /**
   * The external page of template 5's location tab (opens in a new tab).
   */
  locationUrl?: string;
  /**
   * Template 5's help tiles (spec §2); a tile opens only when its address is not empty.
   */
  helpLinks?: {
    /**
     * How to read the bill.
     */
    billGuide?: string;
    /**
     * Contact us.
     */
    contactUs?: string;
    /**
     * Frequently asked questions.
     */
    faq?: string;
    /**
     * How to read the gas meter (gas bills only).
     */
    selfReading?: string;
  };
  /**
   * When a gas self-reading may be entered (spec §4 "Gas self-reading", §9 "Self-reading window", its two readings): `fromDay20`, from day 20 of the month to its end (the default), or `lastFiveDays`, the last five days of the month. The server's api_{supplier}_get_enterdays answers 0 outside it; the gas card's dates, the form's texts and the monthly reminder (Promemoria Autolettura.ics, on the 23rd for fromDay20, the last day for lastFiveDays) follow it.
   */
  selfReadingWindow?: 'fromDay20' | 'lastFiveDays';
  /**
   * The host's own amounts-table lines and the glossary term each one is explained by (issue 32, decision 648), tried in order before the product's rules (src/domain/glossaryTerms.ts): a line whose label contains `words` (case, accents and spacing aside, whole words only) shows the "i" of `term`. The term is one of the product's or one the host adds in every language it offers (`glossary.<term>.title` and `.text` in its locales/<lang>.json); `quadro check` says which is missing.
   */
  glossaryLabels?: {
    /**
     * The words of the line as the host's bills print them (`Contributo fondo verde`).
     */
    words: string;
    /**
     * The glossary term that explains the line: `glossary.<term>` in the catalogues.
     */
    term: string;
  }[];
  /**
   * The external digital-bill page of the web bill tile (shown when scelta_bolletta_web is '1').
   */
  webBillUrl?: string;
  /**
   * The supplier's reserved (logged-in) area, when the document carries no bolletta_interattiva_area_riservata_link.
   */
  reservedAreaUrl?: string;
  /**
   * The arguments of the generic multi-module page this host offers (spec §2 "/:argument"): /<argument> is that page (login required); any other single-segment address is not found (decision 202).
   *
   * Items: An argument, the address's one segment.
   */
  multiModulePages?: string[];
  /**
   * The supplier's cookie policy, linked from the cookie banner (issue 17, decision 223). Without it the banner names no policy page.
   */
  cookiePolicyUrl?: string;
  /**
   * When true, the cookie banner's answer is also sent to the server (POST /api/consent), stored and told to the supplier as a `consent.recorded` event (issue 29, decision 454); when false or absent it stays in the browser only.
   */
  recordCookieConsent?: boolean;
  /**
   * Social links of the footer, also the answer of GET /api/social (spec §3 "Social data").
   */
  social?: {
    /**
     * 1 shows the social links; 0 hides them all.
     */
    social_link_presence: 0 | 1;
    /**
     * Facebook page; empty for none.
     */
    facebook?: string;
    /**
     * Instagram profile; empty for none.
     */
    instagram?: string;
    /**
     * LinkedIn page; empty for none.
     */
    linkedin?: string;
    /**
     * X (Twitter) profile; empty for none.
     */
    twitter?: string;
  };
  /**
   * The footer, also the answer of GET /api/footer.
   */
  footer?: {
    /**
     * Legal lines, in order, as i18n keys of the host's catalogue (for example `host.footer.company`), so that each locale has its own wording.
     *
     * Items: An i18n key.
     */
    lines?: string[];
    /**
     * Contact values shown as written and linked when they are a phone number (tel:) or an e-mail address (mailto:): `800 123 456`, `clienti@example.it`. Language-neutral, so not i18n keys.
     *
     * Items: A phone number or an e-mail address.
     */
    contacts?: string[];
  };
  /**
   * The logged-in customer's menu (spec §2 "Menu component", answered by GET /api/menu in the customer's language; issue 30, decision 538). Without it: home, invoices, contracts, messages, profile, contacts, FAQ and logout, horizontal.
   */
  menu?: {
    /**
     * A row under the header, or a side navigation on a wide screen. A phone always shows the menu behind its Menu button.
     */
    orientation?: 'horizontal' | 'vertical';
    /**
     * The top-level items, in order: actions and sub-menus.
     *
     * @minItems 1
     */
    items: (MenuAction | MenuGroup)[];
  };
  /**
   * The host's design tokens (a supplier changes tokens, never components). Missing tokens take the product's defaults.
   */
  theme?: {
    /**
     * Colours as #rrggbb. text on surface and onPrimary on primary must reach WCAG AA contrast (4.5:1).
     */
    colors?: {
      /**
       * Brand colour of primary actions (the pay button), tabs and links.
       */
      primary?: string;
      /**
       * Text and icons on primary.
       */
      onPrimary?: string;
      /**
       * Background of cards.
       */
      surface?: string;
      /**
       * Body text on surface.
       */
      text?: string;
      /**
       * Secondary text (captions, labels).
       */
      muted?: string;
      /**
       * Errors and overdue amounts (always with text or an icon, never colour alone).
       */
      danger?: string;
      /**
       * Paid states and confirmations.
       */
      success?: string;
    };
    /**
     * CSS font-family list; fonts ship with the build, none is loaded from a network: `Inter, system-ui, sans-serif`.
     */
    fontFamily?: string;
    /**
     * Corner radius of cards and buttons, in px.
     */
    radius?: number;
    /**
     * The supplier's logo: an https URL, or a file of the host folder (`logo.svg`) as a URL relative to /hostsettings.json, which the server serves beside it.
     */
    logo?: string;
  };
}
export interface MenuAction1 {
  /**
   * The label, an i18n key: the host's catalogue (`hosts/<host>/locales`, e.g. `host.menu.services`) in the customer's language, else the product's menu labels (`menu.home`, `menu.invoices`, `menu.contracts`, `menu.messages`, `menu.profile`, `menu.contacts`, `menu.faq`, `menu.logout`).
   */
  label: string;
  /**
   * What the item does.
   */
  action: 'logout' | 'module' | 'path';
  /**
   * For `module`: the route's argument (`/:argument`).
   */
  argument?: string;
  /**
   * For `path`: an address of the portal itself, starting with one `/`.
   */
  path?: string;
  /**
   * Opens the path in a new tab (`/invoices` always does, spec §2).
   */
  newTab?: boolean;
}
/**
 * A sub-menu: a button that opens its items (one level deep).
 */
export interface MenuGroup {
  /**
   * The label, an i18n key: the host's catalogue (`hosts/<host>/locales`, e.g. `host.menu.services`) in the customer's language, else the product's menu labels (`menu.home`, `menu.invoices`, `menu.contracts`, `menu.messages`, `menu.profile`, `menu.contacts`, `menu.faq`, `menu.logout`).
   */
  label: string;
  /**
   * The sub-menu's actions, in order.
   *
   * @minItems 1
   */
  children: MenuAction[];
}
