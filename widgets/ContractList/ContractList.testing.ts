import type { ContractDialog } from '../../schemas/types/contract-dialog.gen.ts';
import type { ContractDialogs } from '../../schemas/types/contract-dialogs.gen.ts';
import type { ContractSections } from '../../schemas/types/contract-sections.gen.ts';
import type { Contract } from '../../schemas/types/contract.gen.ts';
import type { InfoRows } from '../../schemas/types/info-rows.gen.ts';
import { json, type FakeAnswer } from '../../src/api/testing.ts';

/** Giulia Bianchi's power contract, as the reference API seeds it from alfa-2026-0001. */
export const powerContract: Contract = {
  id: 'CTR-2019-004518',
  customerId: 'alfa:BNCGLI85M52H501X',
  commodity: 'power',
  tipo_punto: 'POD',
  point: 'IT001E12345678',
  id_sede: 'S-000451',
  address: ['Via Appia Nuova 215', '00183 Roma RM'],
  offer: 'Prezzo fisso 24 mesi',
  offer_code: 'ALF-LUCE-FIX24',
  start_date: '2019-04-01',
  status: 'active',
};

/** The condominium's gas contract (the customer she administers). */
export const gasContract: Contract = {
  id: 'CTR-2021-000377',
  customerId: 'alfa:97712340015',
  commodity: 'gas',
  tipo_punto: 'PDR',
  point: '00881234567890',
  address: ['Via dei Mille 24', '10123 Torino TO'],
  offer: 'Alfa Business Flex – prezzo indicizzato',
  start_date: '2021-10-01',
  status: 'active',
};

const details: Contract['details'] = {
  tipologia_offerta: 'Prezzo fisso 24 mesi',
  data_attivazione_fornitura: '2019-04-01',
  potenza_impegnata: 4.5,
  tensione: 230,
  matricola_contatore: '2G-10022872',
};

const sections: ContractSections = {
  sections: [
    { key: 'offerta', title: 'area_contract_section_offerta', fields: ['tipologia_offerta'] },
    {
      key: 'fornitura',
      title: 'area_contract_section_fornitura',
      fields: ['data_attivazione_fornitura', 'potenza_impegnata', 'tensione'],
    },
    {
      key: 'misuratore',
      title: 'area_contract_section_misuratore',
      fields: ['matricola_contatore'],
    },
  ],
};

const rows: InfoRows = {
  rows: [
    { label: 'area_contract_code', value: 'CTR-2019-004518' },
    { label: 'area_contract_pod', value: 'IT001E12345678' },
    { label: 'area_contract_site', value: 'S-000451' },
    { label: 'area_contract_offer_code', value: 'ALF-LUCE-FIX24' },
    { label: 'area_contract_start', value: '2019-04-01', format: 'date' },
  ],
};

const dialogs: ContractDialogs = {
  dialogs: (['potenza', 'voltura', 'disdetta', 'domiciliazione'] as const).map((kind) => ({
    kind,
    title: `area_dialog_${kind}_title`,
  })),
};

const voltura: ContractDialog = {
  kind: 'voltura',
  contractId: 'CTR-2019-004518',
  title: 'area_dialog_voltura_title',
  text: 'area_dialog_voltura_text',
  rows: [
    { label: 'area_contract_pod', value: 'IT001E12345678' },
    { label: 'area_contract_address', value: 'Via Appia Nuova 215, 00183 Roma RM' },
  ],
  next: '/contacts',
};

const giulia = 'alfa%3ABNCGLI85M52H501X';
const condominium = 'alfa%3A97712340015';
const power = 'CTR-2019-004518';
const gas = 'CTR-2021-000377';

/** What the reference API answers these calls for Giulia Bianchi and her condominium. */
export function contractAnswers(): Record<string, FakeAnswer> {
  return {
    [`/api/contract/headers/${giulia}`]: json({ contracts: [powerContract] }),
    [`/api/contract/headers/${condominium}`]: json({ contracts: [gasContract] }),
    [`/api/contract/details/${power}`]: json({ ...powerContract, details }),
    [`/api/contract/details/headers/${power}`]: json(sections),
    [`/api/contract/moreinfo/headers/${power}`]: json(rows),
    [`/api/contract/dialog/headers/${power}`]: json(dialogs),
    [`/api/contract/dialog/${power}/kind/voltura`]: json(voltura),
    [`/api/contract/details/${gas}`]: json({ ...gasContract, details: {} }),
    [`/api/contract/details/headers/${gas}`]: json({ sections: [] }),
    [`/api/contract/moreinfo/headers/${gas}`]: json({ rows: [] }),
    [`/api/contract/dialog/headers/${gas}`]: json({ dialogs: [] }),
  };
}
