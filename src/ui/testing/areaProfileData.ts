import { createElement, useState, type ComponentType, type ReactElement } from 'react';
import { createAreaCalls } from '../../api/areaCalls.ts';
import { fakeLogin, type FakeAnswer } from '../../api/testing.ts';
import { AreaProvider, type AreaSession } from '../../state/area.ts';

/** The customer the area's profile, user form and contacts tests and stories act for. */
export const areaCustomer = {
  id: 'alfa:BNCGLI85M52H501X',
  name: 'Giulia Bianchi',
  code: '0010458321',
};

/** The profile the reference server seeds for Giulia Bianchi (customer-profile schema). */
export const areaProfile = {
  id: areaCustomer.id,
  idAnagrafica: '0010458321',
  name: 'Giulia Bianchi',
  fiscalCode: 'BNCGLI85M52H501X',
  kind: 'person',
  address: ['Via Roma 12', '20121 Milano (MI)'],
  email: 'giulia.bianchi@example.it',
  telefono: '+39 333 4521876',
  pec: '',
  emailFatturazione: 'giulia.bianchi@example.it',
  bollettaCartacea: false,
  role: 'holder',
};

/** The area's session over a fake server answering from `answers` (a test or a story). */
export function fakeArea(
  answers: Record<string, FakeAnswer>,
  customer: AreaSession['customer'] = areaCustomer,
) {
  const { client, media, requests } = fakeLogin(answers);
  const session: AreaSession = { calls: createAreaCalls(client), client, media, customer };
  return { session, requests };
}

/** A story decorator: the widget inside an area page whose calls answer from `answers`. */
export const withArea =
  (answers: Record<string, FakeAnswer>, customer: AreaSession['customer'] = areaCustomer) =>
  (Story: ComponentType): ReactElement =>
    createElement(AreaStory, { answers, customer, Story });

/** One session for the story's life, so a render does not ask for the data again. */
function AreaStory(props: {
  answers: Record<string, FakeAnswer>;
  customer: AreaSession['customer'];
  Story: ComponentType;
}): ReactElement {
  const [session] = useState(() => fakeArea(props.answers, props.customer).session);
  return createElement(AreaProvider, { value: session }, createElement(props.Story));
}

/** The user form's sections as the reference server answers them (server/area/forms.ts). */
export const areaFormSections = {
  sections: [
    {
      key: 'anagrafica',
      title: 'area_form_section_anagrafica',
      fields: [
        { name: 'name', label: 'area_form_name', type: 'text', readOnly: true },
        { name: 'fiscalCode', label: 'area_form_fiscal_code', type: 'text', readOnly: true },
      ],
    },
    {
      key: 'contatti',
      title: 'area_form_section_contatti',
      fields: [
        { name: 'email', label: 'area_form_email', type: 'email', required: true },
        { name: 'telefono', label: 'area_form_phone', type: 'tel', autocomplete: 'tel' },
      ],
    },
    {
      key: 'bolletta',
      title: 'area_form_section_bolletta',
      fields: [{ name: 'bollettaCartacea', label: 'area_form_paper_bill', type: 'checkbox' }],
    },
  ],
};

/** Alfa's contact channels as the reference server answers them (hosts/…/contacts.json). */
export const areaContacts = {
  supplierName: 'Alfa Energia',
  phones: [
    { kind: 'toll-free', number: '800 123 456' },
    { kind: 'landline', number: '+39 02 4000 1234' },
  ],
  emails: [
    { kind: 'email', address: 'clienti@alfa-energia.test' },
    { kind: 'pec', address: 'alfa-energia@pec.alfa-energia.test' },
  ],
  hours: [
    { days: [1, 2, 3, 4, 5], opens: '08:30', closes: '19:00' },
    { days: [6], opens: '09:00', closes: '13:00' },
  ],
  emergency: [{ commodity: 'gas', number: '800 900 700', distributor: 'Distribuzione Gas Milano' }],
  offices: [
    {
      name: 'Sportello Milano Centrale',
      address: ['Via Vittor Pisani 12', '20124 Milano (MI)'],
      hours: [{ days: [2, 4], opens: '09:00', closes: '13:00' }],
      mapUrl: 'https://www.openstreetmap.org/?mlat=45.4830&mlon=9.2010',
    },
    { name: 'Sportello Monza', address: ['Via Italia 3'], mapUrl: 'javascript:alert(1)' },
  ],
};
