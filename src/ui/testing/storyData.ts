import alfaOne from '../../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaTwo from '../../../fixtures/alfa-2026-0002.json' with { type: 'json' };
import alfaThree from '../../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import alfaFour from '../../../fixtures/alfa-2026-0004.json' with { type: 'json' };
import alfaFive from '../../../fixtures/alfa-2026-0005.json' with { type: 'json' };
import alfaSix from '../../../fixtures/alfa-2026-0006.json' with { type: 'json' };
import alfaSeven from '../../../fixtures/alfa-2026-0007.json' with { type: 'json' };
import betaOne from '../../../fixtures/beta-2026-0001.json' with { type: 'json' };
import betaThree from '../../../fixtures/beta-2026-0003.json' with { type: 'json' };
import betaSix from '../../../fixtures/beta-2026-0006.json' with { type: 'json' };
import betaSeven from '../../../fixtures/beta-2026-0007.json' with { type: 'json' };
import betaEight from '../../../fixtures/beta-2026-0008.json' with { type: 'json' };
import type { BillParameter } from '../../../.storybook/preview.tsx';
import type { Catalogue } from '../../i18n/index.ts';

export { bill } from './stories.ts';

/**
 * The stories' shared sample bills, named by the state they show (docs/storybook.md). Each is a
 * bundle of fixtures/ (fixtures/README.md says what each covers, and tests/unit/fixtures.test.ts
 * checks them against the schemas), so a story, a widget test and the reference server show
 * the same bills. A story takes the state's name, not the file's.
 */
export const samples = {
  /** Electricity, one POD, payable: the full bill with every display flag on. */
  powerOne: alfaOne.document,
  /** Gas, one PDR, payable by bank transfer; two VAT rates. */
  gasPayable: alfaTwo.document,
  /** Electricity, a condominium with three POD: several supplies, paid. */
  powerThree: alfaThree.document,
  /** Gas, one PDR. */
  gasOne: betaOne.document,
  /** Gas, a business with three PDR: several supplies. */
  gasThree: betaSix.document,
  /** Gas, five PDR, a credit note. */
  gasFive: betaEight.document,
  /** Paid (status 4), nothing left to pay. */
  paid: alfaThree.document,
  /** Direct debit (RID): no pay-now. */
  directDebit: alfaFour.document,
  /** A credit (negative amounts). */
  credit: alfaFive.document,
  /** A cancelled payment (status 0). */
  cancelled: betaThree.document,
  /** The least a bill can be: number, date, amount, type, holder; every flag missing. */
  minimal: alfaSix.document,
  /** Texts over 200 characters: holder, address, service description, offer. */
  longTexts: alfaSeven.document,
  /** Missed payments and unpaid invoices, amounts as numbers and as text, two date forms. */
  arrears: alfaSeven.document,
  /** A credit with unpaid earlier invoices on pagoPA. */
  gasArrears: betaSeven.document,
  /** No bill data at all: what a widget shows when the back end sends nothing. */
  empty: {},
};

/** The whole bundles (document, modules, instalments) of the states a whole bill shows. */
export const bundles = {
  power: alfaOne,
  gas: betaOne,
  severalSupplies: betaSix,
  credit: alfaFive,
  paid: alfaThree,
  directDebit: alfaFour,
  cancelled: betaThree,
  longTexts: alfaSeven,
  minimal: alfaSix,
};

/** Story parameters with a bundle's whole bill in the store, as the page loads it. */
export function wholeBill(bundle: {
  document: unknown;
  modules?: unknown;
  instalments?: { data?: unknown };
}): { bill: BillParameter } {
  return {
    bill: { doc: bundle.document, modules: bundle.modules, rate: bundle.instalments?.data },
  };
}

/**
 * A supply as a careless back end sends it (shared decision 2): numbers as strings, nulls,
 * the empty date 0000-00-00, a list where an object belongs.
 */
export const wrongTypesSupply = {
  tipo_punto: 'pod',
  pod: 'IT001E99887766',
  indirizzo: ['Via Po 1', null, 42, ''],
  dettagli_fornitura: {
    data_attivazione_fornitura: '0000-00-00',
    tipologia_offerta: null,
    codice_offerta: 'ALF-LUCE',
    data_inizio_offerta: '01/02/2025',
    potenza_impegnata: '3',
    potenza_disponibile: '3,3',
    consumo_annuo: '2.100',
    tensione: 'BT 230 V',
    opzione_tariffaria: ['TD'],
  },
  consumi: { consumo: '412', periodo: null, stimato_reale: 'STIMATO' },
};

/**
 * A host's legal lines at their longest (`parameters: { texts: longFooterTexts }`): a company
 * name, an address and a PEC address that must wrap on a phone.
 */
export const longFooterTexts: Catalogue = {
  host: {
    footer: {
      company:
        'Alfa Energia Società per Azioni con socio unico, soggetta ad attività di direzione e coordinamento di Alfa Holding Partecipazioni Industriali S.p.A. – Sede legale e amministrativa: Via dell’Innovazione Tecnologica e della Transizione Energetica 10, 20126 Milano (MI)',
      legal:
        'P.IVA e C.F. 09876543210 – Capitale sociale € 1.000.000 i.v. – REA MI-2099999 – PEC: amministrazione.alfaenergia@pec.alfa-energia-servizi-clienti.test',
      authority:
        'Società soggetta alla regolazione di ARERA, Autorità di Regolazione per Energia Reti e Ambiente, Piazza Cavour 5, 20121 Milano – www.arera.it',
    },
  },
};
