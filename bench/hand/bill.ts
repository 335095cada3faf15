import { isDirectDebit, isFlagOn, isGas } from '../../src/domain/flags.ts';
import type { DeviceClass } from '../../src/engine/index.ts';

/**
 * The document as a hand-written page would type it: only what the page reads, flags as the
 * back ends send them (0/1 or "0"/"1").
 */
type Flag = number | string;

export interface HandDoc {
  document_payment?: string;
  document_payment_status?: number;
  document_payment_debt?: number | string;
  tipo_bolletta?: string;
  landing_pec?: string;
  bolletta_interattiva_banner_link?: string;
  bolletta_interattiva_esponi_descrizione_servizio_header?: Flag;
  bolletta_interattiva_esponi_periodo_fatturazione?: Flag;
  bolletta_interattiva_esponi_stato_pagamento?: Flag;
  bolletta_interattiva_esponi_paga_ora?: Flag;
  bolletta_interattiva_esponi_rid?: Flag;
  bolletta_interattiva_pagaora_pagopa_attivazione?: Flag;
  bolletta_interattiva_sintesi_importi_riepilogo_iva?: Flag;
  bolletta_interattiva_sintesi_import_grafico?: Flag;
  bolletta_interattiva_esponi_storico_consumi?: Flag;
  bolletta_interattiva_esponi_spesa_annua?: Flag;
  bolletta_interattiva_dett_forn_header?: Flag;
  bolletta_interattiva_customercare?: Flag;
  bolletta_interattiva_ugm_autolettura?: Flag;
  bolletta_interattiva_duferco_profilo?: Flag;
  fatt_interattiva_data?: { riepilogo_doc?: { pagopa?: Flag } };
}

export interface HandBill {
  doc: HandDoc;
  modules: { modules_left: string[]; modules_right: string[] };
  host: { locationUrl?: string };
  device: DeviceClass;
}

/** The decisions the template writes as expressions, written once as plain TypeScript. */
export function decisions(bill: HandBill) {
  const { doc } = bill;
  const debt = Number(doc.document_payment_debt);
  const gas = isGas(doc.tipo_bolletta);
  return {
    desktop: bill.device === 'desktop',
    gas,
    debt,
    serviceHeader: isFlagOn(doc.bolletta_interattiva_esponi_descrizione_servizio_header),
    period: isFlagOn(doc.bolletta_interattiva_esponi_periodo_fatturazione),
    paymentStatus: isFlagOn(doc.bolletta_interattiva_esponi_stato_pagamento),
    paid: doc.document_payment_status === 2,
    due: doc.document_payment_status === 1,
    payNow: isFlagOn(doc.bolletta_interattiva_esponi_paga_ora) && debt > 0,
    pagopa:
      isFlagOn(doc.bolletta_interattiva_pagaora_pagopa_attivazione) &&
      isFlagOn(doc.fatt_interattiva_data?.riepilogo_doc?.pagopa),
    rid: isFlagOn(doc.bolletta_interattiva_esponi_rid) && !isDirectDebit(doc.document_payment),
    vat: isFlagOn(doc.bolletta_interattiva_sintesi_importi_riepilogo_iva),
    chart: isFlagOn(doc.bolletta_interattiva_sintesi_import_grafico),
    pec: doc.landing_pec !== undefined && doc.landing_pec !== '',
    banner: doc.bolletta_interattiva_banner_link !== undefined,
    history: isFlagOn(doc.bolletta_interattiva_esponi_storico_consumi),
    annualSpend: isFlagOn(doc.bolletta_interattiva_esponi_spesa_annua),
    supplyTab: isFlagOn(doc.bolletta_interattiva_dett_forn_header),
    careTab: isFlagOn(doc.bolletta_interattiva_customercare),
    selfReadingTab: isFlagOn(doc.bolletta_interattiva_ugm_autolettura) && gas,
    profileTab: isFlagOn(doc.bolletta_interattiva_duferco_profilo),
    locationUrl: webUrl(bill.host.locationUrl),
  };
}

export type Decisions = ReturnType<typeof decisions>;

function webUrl(value: string | undefined): string | undefined {
  if (value === undefined || !URL.canParse(value)) return undefined;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:' ? value : undefined;
}
