/* Generated from schemas/bill-document.schema.json by scripts/gen-schema-types.ts: do not edit. */

/**
 * The payment card's fields, each with its own label and format (shared decision 13).
 */
export type PaymentFields = {
  /**
   * The document amount.
   */
  doc_amount?: PaymentField;
  /**
   * The amount to pay (negative: a credit).
   */
  doc_payment_debt?: PaymentField;
  /**
   * The due date.
   */
  doc_payment_expiry?: PaymentField;
} | null;
/**
 * One field of the payment card (shared decision 13).
 */
export type PaymentField = {
  /**
   * The label as the supplier writes it.
   */
  label?: string | null;
  /**
   * The value: an amount, a number or a date, per format.
   */
  value?: number | string | null;
  /**
   * How to show the value: `amount` (euro), `number`, `date` (decision 8) or `plain` (as written).
   */
  format?: 'amount' | 'number' | 'date' | 'plain' | null;
  /**
   * Decimals shown for amount and number (default 2).
   */
  format_show?: number | null;
} | null;
/**
 * The sections of the interactive bill.
 */
export type InteractiveData = {
  header?: BillHeaderData;
  riepilogo_doc?: DocumentSummary;
  sintesi_importi?: AmountsSummary;
  /**
   * Missed payments of earlier bills (shared decision 15): rows number, issue date, expiry date, amount.
   */
  mancati_pagamenti?: MissedPayment[] | null;
  /**
   * Unpaid invoices, each with its own payment link (shared decision 15).
   */
  insoluti?: UnpaidBill[] | null;
  contatti?: DistributorContacts;
  /**
   * The supplies (supply points) of the bill; the first is selected by default, a selector appears when there are several.
   */
  fornitura?: Supply[] | null;
  scontrino_energia?: EnergyReceipt;
  box_offerta?: OfferBox;
  bolletta_precedente?: PreviousBill;
} | null;
/**
 * The bill header.
 */
export type BillHeaderData = {
  /**
   * First service description line.
   */
  descrizione_servizio_header_1?: string | null;
  /**
   * Second service description line.
   */
  descrizione_servizio_header_2?: string | null;
  /**
   * URL of the service logo; hidden when absent or on load error.
   */
  logo_servizio?: string | null;
} | null;
/**
 * The bill summary's switches and texts.
 */
export type DocumentSummary = {
  /**
   * The customer chose the web bill: '1' shows the web bill tile (spec §5).
   */
  scelta_bolletta_web?: number | string | null;
  /**
   * The bill can be paid through pagoPA (with bolletta_interattiva_pagaora_pagopa_attivazione).
   */
  pagopa?: number | string | null;
  /**
   * The bill can be paid now.
   */
  paga_ora?: number | string | null;
  /**
   * The bill is paid by bank direct debit.
   */
  domiciliazione_bancaria?: number | string | null;
  /**
   * Description of the service (the offer) as printed.
   */
  descrizione_servizio?: string | null;
  /**
   * URL of the service logo of the summary card.
   */
  logo_servizio?: string | null;
} | null;
/**
 * The amounts summary.
 */
export type AmountsSummary = {
  /**
   * The amounts table: a map label → amount text, or (some back ends) a list of single-entry maps, which keeps the order. Amounts are Italian-formatted texts, shown as written.
   */
  tabella_importi?:
    | {
        /**
         * The amount of the row named by the key.
         */
        [k: string]: number | string | null;
      }
    | {
        /**
         * The amount of the row named by the key.
         */
        [k: string]: number | string | null;
      }[]
    | null;
  /**
   * The VAT table; shown only when enabled and not empty.
   */
  tabella_iva?: VatLine[] | null;
  /**
   * The amounts pie chart; shown only when enabled and not empty.
   */
  grafico_importi?: AmountSlice[] | null;
} | null;
/**
 * Contacts shown in some variants.
 */
export type DistributorContacts = {
  /**
   * Emergency (gas leak, outage) number of the distributor.
   */
  numero_pronto_intervento?: string | null;
  /**
   * Name of the local distributor.
   */
  nome_distributore?: string | null;
} | null;
/**
 * Contract and meter details of one supply; electricity and gas each use their own keys beside the shared ones.
 */
export type SupplyDetails = {
  /**
   * Activation date of the supply.
   */
  data_attivazione_fornitura?: string | null;
  /**
   * Offer type, for example `Prezzo fisso 12 mesi`.
   */
  tipologia_offerta?: string | null;
  /**
   * Offer code.
   */
  codice_offerta?: string | null;
  /**
   * Start of the offer.
   */
  data_inizio_offerta?: string | null;
  /**
   * Consumption of the last 12 months.
   */
  consumo_annuo?: number | string | null;
  /**
   * Contractual annual consumption.
   */
  consumo_annuo_contratto?: number | string | null;
  /**
   * Meter type (for example `Elettronico orario`).
   */
  tipo_misuratore?: string | null;
  /**
   * Meter serial number.
   */
  matricola_contatore?: string | null;
  /**
   * Electricity: contracted power (kW).
   */
  potenza_impegnata?: number | string | null;
  /**
   * Electricity: available power (kW).
   */
  potenza_disponibile?: number | string | null;
  /**
   * Electricity: supply voltage (V), for example `220` or `BT 230 V`.
   */
  tensione?: number | string | null;
  /**
   * Electricity: tariff option, for example `TD` (domestic) or `BTA3`.
   */
  opzione_tariffaria?: string | null;
  /**
   * Gas: REMI (city-gate) code.
   */
  codice_remi?: string | null;
  /**
   * Gas: use category, for example `C1 - Riscaldamento`.
   */
  categoria?: string | null;
  /**
   * Gas: volume correction coefficient C.
   */
  coefficiente_correttivo?: number | string | null;
  /**
   * Gas: higher calorific value (GJ/Smc).
   */
  pcs?: number | string | null;
  /**
   * Gas: meter class, for example `G4`.
   */
  classe_misuratore?: string | null;
} | null;
/**
 * The latest consumption.
 */
export type SupplyConsumption = {
  /**
   * Consumption of the period (kWh or Smc).
   */
  consumo?: number | string | null;
  /**
   * A second consumption value (for example the same period a year earlier).
   */
  consumo_2?: number | string | null;
  /**
   * The period as printed: `01/01/2026 - 28/02/2026`.
   */
  periodo?: string | null;
  /**
   * Whether the consumption was read or estimated: `reale` or `stimato` (any case).
   */
  stimato_reale?: string | null;
  /**
   * Days in the period.
   */
  n_giorni?: number | string | null;
  /**
   * Month of the reading.
   */
  mese?: number | string | null;
  /**
   * Year of the reading.
   */
  anno?: number | string | null;
} | null;
/**
 * The 2025 bill format's "scontrino dell'energia" (ARERA, delibera 315/2024/R/com): the bill's amount built line by line as quantity × unit price, in the regulator's groups. Optional: a bill without it shows its amounts table as before. The lines' amounts should add up to `document_amount`; when they do not, the receipt is not shown and the mismatch is reported (to the integrator at ingestion, to the page's diagnostics), never shown as a wrong total.
 */
export type EnergyReceipt = {
  /**
   * The receipt's lines, in the order printed.
   */
  righe?: ReceiptLine[] | null;
  /**
   * The receipt's total as printed. Optional: the page sums the lines and checks them against `document_amount`.
   */
  totale?: number | string | null;
} | null;
/**
 * The 2025 format's "box dell'offerta": which offer the customer has, with the code that finds it on the regulator's offer portal (ilportaleofferte.it). Optional.
 */
export type OfferBox = {
  /**
   * The offer's code as registered on the regulator's offer portal, for example `000123ESFML01XX000000000000001`.
   */
  codice_offerta?: string | null;
  /**
   * The offer's commercial name.
   */
  nome_offerta?: string | null;
  /**
   * `fisso` (fixed price) or `variabile` (indexed price); any other text is shown as written.
   */
  tipo_prezzo?: string | null;
  /**
   * The date the offer's economic conditions expire; the supplier must announce new ones before it.
   */
  scadenza_condizioni_economiche?: string | null;
  /**
   * `luce`, `gas` or `dual`: which portal search finds the offer.
   */
  servizio?: string | null;
} | null;
/**
 * The customer's previous bill for the same supply, as the billing system knows it: what the comparison ("why this bill differs") is computed from. Optional: without it, quadro fills it from the newest earlier bill it stores of the same supplier, customer code and supply point (a bill of one supply; decisions 660–666); without that, the comparison uses the same months a year earlier from the supply's `storico_consumi` and `spesa_annua`, and without those no comparison is shown. When sent, the billing system's own is kept.
 */
export type PreviousBill = {
  /**
   * The previous bill's number.
   */
  document_number?: string | number | null;
  /**
   * The previous bill's issue date.
   */
  document_date?: string | null;
  /**
   * The previous bill's total.
   */
  document_amount?: number | string | null;
  /**
   * First day billed by the previous bill.
   */
  document_period_start?: string | null;
  /**
   * Last day billed by the previous bill.
   */
  document_period_end?: string | null;
  /**
   * Days billed by the previous bill; when empty, counted from the period's dates.
   */
  n_giorni?: number | string | null;
  /**
   * Energy billed by the previous bill (kWh or Smc).
   */
  consumo?: number | string | null;
  /**
   * `kWh` or `Smc`.
   */
  unita?: string | null;
  /**
   * The part of the previous bill's total that was adjustments of earlier periods (`ricalcolo` `conguaglio`); 0 when none.
   */
  importo_ricalcoli_conguaglio?: number | string | null;
  /**
   * The part of the previous bill's total that corrected earlier estimated readings (`ricalcolo` `stima`); 0 when none.
   */
  importo_ricalcoli_stima?: number | string | null;
} | null;

/**
 * The answer of the document info call (spec §3 "Document data", §7 GET /api/bollettainterattiva/document/{crypto} and /document/id/{id}): one bill as the supplier's back end sends it, keys exactly as the spec writes them. Data, so tolerant (shared decision 1): known fields are typed, unknown fields are allowed and ignored. `null` is accepted wherever a value is optional and means the value is missing (a flag that is null is off, decision 3).
 */
export interface BillDocument {
  /**
   * The encrypted document identifier of the link (query `id`). Set by the page from the link, not by the back end.
   */
  crypto?: string | null;
  /**
   * The bill (invoice) number as printed, for example `A2026000101`. The downloaded PDF is named after it (spec §9). The only required field.
   */
  document_number: string | number;
  /**
   * Issue date of the bill (decision 8 formats).
   */
  document_date?: string | null;
  /**
   * The kind of document as printed, for example `Fattura` or `Nota di credito`.
   */
  document_type?: string | null;
  /**
   * The customer's tax code (codice fiscale) or VAT number.
   */
  document_fiscal_code?: string | null;
  /**
   * The bill's total.
   */
  document_amount?: number | string | null;
  /**
   * The payment method as the back end names it. `rid` (any case, surrounding spaces ignored) is direct debit (decision 4, project decision 15); anything else, for example `Bollettino postale`, is not.
   */
  document_payment?: string | null;
  /**
   * Payment status (spec §4): 0 cancelled, 1 and 2 unpaid / payable, 3 to be validated, 4 paid. An integer; a string of digits is tolerated. The reference server sets 4 once a payment of the bill is recorded.
   */
  document_payment_status?: number | string | null;
  /**
   * Amount still owed. Above zero: to pay (the expiry date shows); zero: nothing owed; negative: a credit, shown as its absolute value with the credit label (decision 7).
   */
  document_payment_debt?: number | string | null;
  /**
   * Payment due date; shown only when the debt is above zero.
   */
  document_payment_expiry?: string | null;
  /**
   * First day of the billing period (shared decision 12), shown when bolletta_interattiva_esponi_periodo_fatturazione is on.
   */
  document_period_start?: string | null;
  /**
   * Last day of the billing period (shared decision 12).
   */
  document_period_end?: string | null;
  /**
   * Currency symbol or code of the amounts, for example `€` or `EUR`.
   */
  currency_sigle?: string | null;
  /**
   * Media reference of the bill's PDF and payable slip, for GET /api/media/{detail}. Set by the server, never by a bundle.
   */
  detail?: string | null;
  /**
   * A layout template name carried by the document (spec §2: the bill's template may be chosen by the document); it names a file of templates/. Missing: the host settings choose.
   */
  template_name?: string | null;
  /**
   * Bill type: `GAS` (ignoring case and surrounding spaces) is gas, anything else (for example `ENERGIA ELETTRICA`) is electricity (decision 4).
   */
  tipo_bolletta?: string | null;
  /**
   * Account holder (person or company) as printed.
   */
  holder_name?: string | null;
  /**
   * Street and number of the holder's postal address, for example `Via Roma 12`.
   */
  holder_toponimo?: string | null;
  /**
   * Hamlet (frazione) of the holder's address.
   */
  holder_frazione?: string | null;
  /**
   * Second address line (c/o, building, staircase, flat).
   */
  holder_ind_riga2?: string | null;
  /**
   * Third address line.
   */
  holder_ind_riga3?: string | null;
  /**
   * Postal code (CAP), a string so that leading zeros stay: `00184`.
   */
  holder_cap?: string | null;
  /**
   * Town (località).
   */
  holder_localita?: string | null;
  /**
   * Province, as its two-letter code: `RM`, `MI`.
   */
  holder_provincia?: string | null;
  /**
   * Country, as printed: `Italia`.
   */
  holder_nazione?: string | null;
  /**
   * First customer-care phone number, shown as a tel: link.
   */
  landing_page_tel1?: string | null;
  /**
   * Second customer-care phone number.
   */
  landing_page_tel2?: string | null;
  /**
   * URL of an image shown beside the first phone number (for example a toll-free badge); hidden on load error.
   */
  landing_page_tel1_image?: string | null;
  /**
   * Customer-care e-mail address, shown as a mailto: link.
   */
  landing_email?: string | null;
  /**
   * Customer-care certified e-mail (PEC) address.
   */
  landing_pec?: string | null;
  /**
   * Colour of the annual-spend bars, as #rrggbb.
   */
  spesa_annua_color?: string | null;
  /**
   * Extra label/value lines of the summary card, in order.
   */
  index_fields?: IndexField[] | null;
  dati_pagamento_fields?: PaymentFields;
  /**
   * The interactive bill's sections (spec §3 "fatt_interattiva_data").
   */
  fatt_interattiva_data?: InteractiveData;
  /**
   * Address of the direct-debit (RID / SEPA) sign-up page, for the promotion block. A link only when http: or https: (decision 6).
   */
  bolletta_interattiva_rid_link?: string | null;
  /**
   * Address of the public payment platform (pagoPA) for this bill; it wins over the host setting pagopaLink. The page adds act=portal and the id.
   */
  bolletta_interattiva_pagaora_pagopa_link?: string | null;
  /**
   * Where the advertising banner (module banner_pubblicitario) leads.
   */
  bolletta_interattiva_banner_link?: string | null;
  /**
   * The supplier's reserved-area (logged-in customer area) address, for the profile and reserved-area tiles; it wins over the host setting reservedAreaUrl.
   */
  bolletta_interattiva_area_riservata_link?: string | null;
  /**
   * Payment card: labels and values in two columns instead of one.
   */
  bolletta_interattiva_esponi_2colonne_pagamento?: number | string | null;
  /**
   * Show the payment-status message (spec §4: only when the debt is above zero and the status is 0, 3 or 4).
   */
  bolletta_interattiva_esponi_stato_pagamento?: number | string | null;
  /**
   * The spec reads this key two ways: as a 0/1 flag (on: show where the status comes from next to it) and as the status source, where `DB` (any case) means the document's own document_payment_status and any other value means the verification call, like the host setting statusSource. As a flag it is on only for 1 or "1"; `DB` is off.
   */
  bolletta_interattiva_esponi_stato_pagamento_data?: number | string | null;
  /**
   * Show the pay-now area (spec §4: also needs status 1 or 2 and a method that is not direct debit).
   */
  bolletta_interattiva_esponi_paga_ora?: number | string | null;
  /**
   * Show the direct-debit promotion (spec §5: only when the method is not already direct debit).
   */
  bolletta_interattiva_esponi_rid?: number | string | null;
  /**
   * Show the billing period (document_period_start – document_period_end).
   */
  bolletta_interattiva_esponi_periodo_fatturazione?: number | string | null;
  /**
   * Show the two service description lines in the header (fatt_interattiva_data.header).
   */
  bolletta_interattiva_esponi_descrizione_servizio_header?: number | string | null;
  /**
   * Show supply details in the header (dettaglio fornitura).
   */
  bolletta_interattiva_dett_forn_header?: number | string | null;
  /**
   * Show the consumption history chart of each supply.
   */
  bolletta_interattiva_esponi_storico_consumi?: number | string | null;
  /**
   * Show the icon that opens the consumption history.
   */
  bolletta_interattiva_esponi_storico_consumi_icon?: number | string | null;
  /**
   * Show the annual-spend chart of each supply.
   */
  bolletta_interattiva_esponi_spesa_annua?: number | string | null;
  /**
   * Show the icon that opens the annual spend.
   */
  bolletta_interattiva_esponi_spesa_annua_icon?: number | string | null;
  /**
   * Show the VAT table of the amounts summary (only when tabella_iva is not empty).
   */
  bolletta_interattiva_sintesi_importi_riepilogo_iva?: number | string | null;
  /**
   * Show the amounts pie chart (only when grafico_importi is not empty). Spelled `import`, as the spec writes it.
   */
  bolletta_interattiva_sintesi_import_grafico?: number | string | null;
  /**
   * The collapsible amounts summary starts open.
   */
  bolletta_interattiva_bottone_apri_sintesi_importi?: number | string | null;
  /**
   * Enable the public payment platform (pagoPA) button; it also needs fatt_interattiva_data.riepilogo_doc.pagopa on.
   */
  bolletta_interattiva_pagaora_pagopa_attivazione?: number | string | null;
  /**
   * Enable card payment with the first card provider (hosted payment page, form post).
   */
  bolletta_interattiva_pagaora_nexi_attivazione?: number | string | null;
  /**
   * Enable card payment with the second card provider (redirect to the URL its start call answers).
   */
  bolletta_interattiva_pagaora_worldline_attivazione?: number | string | null;
  /**
   * Enable the payable slip (bollettino) download button, from the media reference `detail`.
   */
  bolletta_interattiva_pagaora_boll?: number | string | null;
  /**
   * Show further pay-now link 1 (spec §9: up to 5), at bolletta_interattiva_pagaora_link_1_url.
   */
  bolletta_interattiva_pagaora_link_1?: number | string | null;
  /**
   * Address of further pay-now link 1 (http: or https:).
   */
  bolletta_interattiva_pagaora_link_1_url?: string | null;
  /**
   * Text of further pay-now link 1, as written by the supplier (for example `Paga con Satispay`).
   */
  bolletta_interattiva_pagaora_link_1_label?: string | null;
  /**
   * Show further pay-now link 2.
   */
  bolletta_interattiva_pagaora_link_2?: number | string | null;
  /**
   * Address of further pay-now link 2.
   */
  bolletta_interattiva_pagaora_link_2_url?: string | null;
  /**
   * Text of further pay-now link 2.
   */
  bolletta_interattiva_pagaora_link_2_label?: string | null;
  /**
   * Show further pay-now link 3.
   */
  bolletta_interattiva_pagaora_link_3?: number | string | null;
  /**
   * Address of further pay-now link 3.
   */
  bolletta_interattiva_pagaora_link_3_url?: string | null;
  /**
   * Text of further pay-now link 3.
   */
  bolletta_interattiva_pagaora_link_3_label?: string | null;
  /**
   * Show further pay-now link 4.
   */
  bolletta_interattiva_pagaora_link_4?: number | string | null;
  /**
   * Address of further pay-now link 4.
   */
  bolletta_interattiva_pagaora_link_4_url?: string | null;
  /**
   * Text of further pay-now link 4.
   */
  bolletta_interattiva_pagaora_link_4_label?: string | null;
  /**
   * Show further pay-now link 5.
   */
  bolletta_interattiva_pagaora_link_5?: number | string | null;
  /**
   * Address of further pay-now link 5.
   */
  bolletta_interattiva_pagaora_link_5_url?: string | null;
  /**
   * Text of further pay-now link 5.
   */
  bolletta_interattiva_pagaora_link_5_label?: string | null;
  /**
   * Show the bill-payment option that closes the list of pay-now links (spec §9: up to 5 links plus a bill-payment option): paying the slip printed on the bill at a bank, post office or authorised shop.
   */
  bolletta_interattiva_pagaora_bollettino?: number | string | null;
  /**
   * Enable the customer-care form, e-mail variant (module customer_care, older sendemail call).
   */
  bolletta_interattiva_customercare?: number | string | null;
  /**
   * Enable the supplier's customer-care variant (api_{supplier}_messaggio call; a tab of the 3Dt switcher).
   */
  bolletta_interattiva_duferco_customer_care?: number | string | null;
  /**
   * Enable the supplier's supply-data variant (a tab of the 3Dt switcher).
   */
  bolletta_interattiva_duferco_fornitura?: number | string | null;
  /**
   * Enable the supplier's digital-profile editor (a tab of the 3Dt switcher).
   */
  bolletta_interattiva_duferco_profilo?: number | string | null;
  /**
   * Enable the supplier's gas self-reading form (a 3Dt tab, gas bills only).
   */
  bolletta_interattiva_duferco_autolettura?: number | string | null;
  /**
   * Enable the second self-reading variant (spec §2: the one driven by the _ugm_autolettura flag).
   */
  bolletta_interattiva_ugm_autolettura?: number | string | null;
  /**
   * Colour setting of one consumption band (consumo_f1, consumo_f2, …): a comma list `label,effective colour,estimated colour`, for example `F1,#1f77b4,#aec7e8`. The same key in a history entry holds that band's consumption.
   */
  [k: `consumo_f${number}`]: string | null;
}
/**
 * One extra line of the summary card.
 */
export interface IndexField {
  /**
   * An i18n key of the catalogue (for example `invoices_codice_cliente`, `invoices_n_avviso`, `invoices_codice_contratto`, `invoices_holder_name`, `invoices_data_emissione`, `invoices_CF`); an unknown key is shown as written.
   */
  label?: string;
  /**
   * The value.
   */
  value?: string | number | null;
  /**
   * How to show the value: `date`, `amount`, `number` or `plain` (the default).
   */
  format?: string | null;
}
/**
 * One VAT rate.
 */
export interface VatLine {
  /**
   * The VAT rate, for example `10%` or 22.
   */
  aliquota_iva?: string | number | null;
  /**
   * The taxable amount.
   */
  imponibile?: number | string | null;
  /**
   * The VAT amount.
   */
  importo?: number | string | null;
}
/**
 * One slice.
 */
export interface AmountSlice {
  /**
   * The slice's label.
   */
  label?: string | null;
  /**
   * The slice's value (euro).
   */
  value?: number | string | null;
  /**
   * The slice's colour as #rrggbb; missing: the palette (decision 11).
   */
  color?: string | null;
}
/**
 * One missed payment.
 */
export interface MissedPayment {
  /**
   * Number of the unpaid bill.
   */
  numero_documento?: string | number | null;
  /**
   * Its issue date.
   */
  data_emissione?: string | null;
  /**
   * Its due date.
   */
  data_scadenza?: string | null;
  /**
   * The amount not paid.
   */
  importo?: number | string | null;
}
/**
 * One unpaid invoice.
 */
export interface UnpaidBill {
  /**
   * Its number.
   */
  numero_documento?: string | number | null;
  /**
   * Its due date.
   */
  data_scadenza?: string | null;
  /**
   * Its original amount.
   */
  importo_originale?: number | string | null;
  /**
   * The encrypted id of that invoice, for its payment link (pagoPA, act=portal).
   */
  crypto?: string | null;
}
/**
 * One supply point (spec §3 "Supply").
 */
export interface Supply {
  /**
   * `POD` (electricity point of delivery) or `PDR` (gas redelivery point).
   */
  tipo_punto?: string | null;
  /**
   * Electricity point code, 14–15 characters: `IT001E12345678`.
   */
  pod?: string | null;
  /**
   * Gas point code, 14 digits.
   */
  pdr?: string | null;
  /**
   * Site id, sent back as Idsede by the self-reading call.
   */
  id_sede?: string | number | null;
  /**
   * The supply address, one line each.
   */
  indirizzo?: (string | null)[] | null;
  /**
   * Contract and meter details (shared decision 14).
   */
  dettagli_fornitura?: SupplyDetails;
  consumi?: SupplyConsumption;
  /**
   * Consumption history: 24 months, the 12 months up to the billing period (oldest first), then the same 12 months a year earlier (oldest first); a month's consumption is the sum of its consumo_f* values (shared decision 14).
   */
  storico_consumi?: ConsumptionMonth[] | null;
  /**
   * Annual spend by month, in the same order as storico_consumi.
   */
  spesa_annua?: SpendMonth[] | null;
  /**
   * Caption of the annual-spend chart, as the supplier writes it.
   */
  testo_spesa_annua?: string | null;
  /**
   * The meter readings this bill's consumption is computed from, oldest first, each marked real, estimated or the customer's own (the 2025 format shows which). Optional.
   */
  letture?: MeterReading[] | null;
}
/**
 * One month.
 */
export interface ConsumptionMonth {
  /**
   * The month.
   */
  mese?: number | string | null;
  /**
   * The year.
   */
  anno?: number | string | null;
  /**
   * 1: read on the meter; 0: estimated (drawn with a diagonal pattern).
   */
  reale?: number | string | null;
  /**
   * Date of the reading or estimate.
   */
  data?: string | null;
  /**
   * Consumption of one band (F1, F2, F3 for electricity; gas uses consumo_f1 only).
   */
  [k: `consumo_f${number}`]: number | string | null;
}
/**
 * One month's spend.
 */
export interface SpendMonth {
  /**
   * The month.
   */
  mese?: number | string | null;
  /**
   * The year.
   */
  anno?: number | string | null;
  /**
   * The amount billed for the month.
   */
  importo?: number | string | null;
  /**
   * Date the amount refers to.
   */
  data?: string | null;
}
/**
 * One reading.
 */
export interface MeterReading {
  /**
   * The day of the reading.
   */
  data?: string | null;
  /**
   * The meter's figure.
   */
  valore?: number | string | null;
  /**
   * `kWh` or `Smc` (gas meters count m³ and the bill converts them; say `mc` for the meter's own figure).
   */
  unita?: string | null;
  /**
   * `reale` (read by the distributor), `stimata` (estimated, to be corrected later) or `autolettura` (sent by the customer); any case.
   */
  tipo?: string | null;
  /**
   * The time band of an electricity reading: `F1`, `F2`, `F3`; empty for a single-band or gas meter.
   */
  fascia?: string | null;
}
/**
 * One line of the receipt.
 */
export interface ReceiptLine {
  /**
   * The regulator's group of the line: `quota_consumi` (energy used), `quota_fissa` (fixed per day or month), `quota_potenza` (power only: per kW of contracted power), `imposte` (excise duties), `iva` (VAT), `bonus_sociale` (the social bonus, negative), `canone_rai` (the TV licence fee billed with power), `ricalcoli` (adjustments of earlier periods) or `altre_partite` (other items). Any other text is shown as written, as a group of its own.
   */
  gruppo?: string | null;
  /**
   * Whose cost the line is, inside quota consumi, quota fissa and quota potenza: `vendita` (the supplier's sale of energy) or `rete_oneri` (network, meter and system charges, the same whichever supplier). Empty for the other groups.
   */
  componente?: string | null;
  /**
   * The line's name as printed, for example `Materia energia F1` or `Quota fissa vendita`.
   */
  voce?: string | null;
  /**
   * The quantity billed: kWh or Smc for quota consumi, days or months for quota fissa, kW for quota potenza; empty for lines that are only an amount (taxes, bonus, canone).
   */
  quantita?: number | string | null;
  /**
   * The quantity's unit: `kWh`, `Smc`, `kW`, `giorni`, `mesi`.
   */
  unita?: string | null;
  /**
   * The price per unit in euro, with as many decimals as printed (for example `0,128450` €/kWh); empty when the line has no quantity.
   */
  prezzo_unitario?: number | string | null;
  /**
   * The line's amount in euro (quantity × unit price, as billed); negative for a credit such as the social bonus.
   */
  importo?: number | string | null;
  /**
   * For a line of group `ricalcoli`: `conguaglio` (an adjustment of an earlier period's amounts) or `stima` (the correction of earlier estimated readings by a real one). The comparison with the previous bill counts these apart from this period's consumption and price.
   */
  ricalcolo?: string | null;
}
