import type { ContractDialog } from '../../schemas/types/contract-dialog.gen.ts';
import type { ContractDialogs } from '../../schemas/types/contract-dialogs.gen.ts';
import type { ContractSections } from '../../schemas/types/contract-sections.gen.ts';
import type { UserFormSections } from '../../schemas/types/user-form-sections.gen.ts';
import type { Contract } from './contracts.ts';

/**
 * The user form (/user_form): the contact data a customer changes here (customer-save), and
 * the record's identity, shown read-only because only the supplier changes it (decision 242).
 */
export const userFormSections: UserFormSections = {
  sections: [
    {
      key: 'anagrafica',
      title: 'area_form_section_anagrafica',
      fields: [
        { name: 'name', label: 'area_form_name', type: 'text', readOnly: true },
        { name: 'fiscalCode', label: 'area_form_fiscal_code', type: 'text', readOnly: true },
        { name: 'idAnagrafica', label: 'area_form_customer_code', type: 'text', readOnly: true },
      ],
    },
    {
      key: 'contatti',
      title: 'area_form_section_contatti',
      fields: [
        {
          name: 'email',
          label: 'area_form_email',
          type: 'email',
          required: true,
          autocomplete: 'email',
        },
        { name: 'telefono', label: 'area_form_phone', type: 'tel', autocomplete: 'tel' },
        { name: 'pec', label: 'area_form_pec', type: 'email' },
      ],
    },
    {
      key: 'bolletta',
      title: 'area_form_section_bolletta',
      fields: [
        { name: 'emailFatturazione', label: 'area_form_billing_email', type: 'email' },
        { name: 'bollettaCartacea', label: 'area_form_paper_bill', type: 'checkbox' },
      ],
    },
  ],
};

/** The headings a contract's details are grouped under (spec §3 supply details), in order. */
const detailGroups: [key: string, fields: string[]][] = [
  ['offerta', ['tipologia_offerta', 'codice_offerta', 'data_inizio_offerta']],
  [
    'fornitura',
    [
      'data_attivazione_fornitura',
      'potenza_impegnata',
      'potenza_disponibile',
      'tensione',
      'opzione_tariffaria',
      'consumo_annuo',
      'consumo_annuo_contratto',
    ],
  ],
  ['misuratore', ['tipo_misuratore', 'matricola_contatore', 'classe_misuratore']],
  ['rete_gas', ['codice_remi', 'categoria', 'coefficiente_correttivo', 'pcs']],
];

/** The sections of a contract's details, naming only the details it has. */
export function contractSections(contract: Contract): ContractSections {
  const details = contract.details ?? {};
  return {
    sections: detailGroups
      .map(([key, fields]) => ({
        key,
        title: `area_contract_section_${key}`,
        fields: fields.filter((field) => details[field] !== undefined && details[field] !== null),
      }))
      .filter((section) => section.fields.length > 0),
  };
}

type Kind = ContractDialogs['dialogs'][number]['kind'];

/** The requests a contract offers: none once closed; self-reading for gas, power for power. */
export function contractDialogs(contract: Contract): ContractDialogs {
  if (contract.status === 'closed') return { dialogs: [] };
  const kinds: Kind[] =
    contract.commodity === 'gas'
      ? ['autolettura', 'voltura', 'disdetta', 'domiciliazione']
      : ['potenza', 'voltura', 'disdetta', 'domiciliazione'];
  return { dialogs: kinds.map((kind) => ({ kind, title: `area_dialog_${kind}_title` })) };
}

/** A request's dialog, or null when the contract does not offer that request. */
export function contractDialog(contract: Contract, kind: Kind): ContractDialog | null {
  if (!contractDialogs(contract).dialogs.some((dialog) => dialog.kind === kind)) return null;
  const rows = [
    { label: `area_contract_${contract.tipo_punto.toLowerCase()}`, value: contract.point },
    { label: 'area_contract_address', value: contract.address.join(', ') },
    { label: 'area_contract_code', value: contract.id },
  ];
  if (kind === 'potenza') {
    const power = contract.details?.['potenza_impegnata'];
    if (power !== undefined && power !== null) {
      rows.push({ label: 'area_contract_power', value: `${String(power)} kW` });
    }
  }
  return {
    kind,
    contractId: contract.id,
    title: `area_dialog_${kind}_title`,
    text: `area_dialog_${kind}_text`,
    rows,
    // Every request is made through the contacts page's send form, which names the contract.
    next: '/contacts',
  };
}
