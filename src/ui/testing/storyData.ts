import alfaOne from '../../../fixtures/alfa-2026-0001.json' with { type: 'json' };
import alfaThree from '../../../fixtures/alfa-2026-0003.json' with { type: 'json' };
import alfaSeven from '../../../fixtures/alfa-2026-0007.json' with { type: 'json' };
import betaOne from '../../../fixtures/beta-2026-0001.json' with { type: 'json' };
import betaThree from '../../../fixtures/beta-2026-0006.json' with { type: 'json' };
import betaSeven from '../../../fixtures/beta-2026-0007.json' with { type: 'json' };
import type { BillParameter } from '../../../.storybook/preview.tsx';

/** Story parameters that put a document in the bill store (see .storybook/preview.tsx). */
export const bill = (doc: unknown): { bill: BillParameter } => ({ bill: { doc } });

/** The sample bills of fixtures/ the supply and payment stories show (fixtures/README.md). */
export const samples = {
  /** Electricity, one POD. */
  powerOne: alfaOne.document,
  /** Electricity, a condominium with three POD. */
  powerThree: alfaThree.document,
  /** Gas, one PDR. */
  gasOne: betaOne.document,
  /** Gas, a business with three PDR. */
  gasThree: betaThree.document,
  /** Missed payments and unpaid invoices, amounts as numbers and as text, two date forms. */
  arrears: alfaSeven.document,
  /** A credit with unpaid earlier invoices on pagoPA. */
  gasArrears: betaSeven.document,
};

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
