import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { dataText } from '../../src/domain/flags.ts';
import { imageUrl, mailtoUrl, telUrl } from '../../src/domain/urls.ts';

/** One line of the contacts card: what it is (an i18n key), the text, and its link if any. */
export interface ContactLine {
  key: 'phone1' | 'phone2' | 'email' | 'pec' | 'emergency' | 'distributor';
  text: string;
  /** Only `tel:` and `mailto:` (shared decision 6); text that is not a number or an address is not a link. */
  href: string | undefined;
}

export interface Contacts {
  lines: ContactLine[];
  /** The badge beside the first phone (`landing_page_tel1_image`), hidden on load error. */
  phoneImage: string | undefined;
}

/** Spec §2 "Contacts card" from the bill document; lines without text are left out. */
export function readContacts(doc: BillDocument | undefined, extended: boolean): Contacts {
  const phone = (key: ContactLine['key'], value: unknown): ContactLine => {
    const text = dataText(value);
    return { key, text, href: telUrl(text) };
  };
  const mail = (key: ContactLine['key'], value: unknown): ContactLine => {
    const text = dataText(value);
    return { key, text, href: mailtoUrl(text) };
  };
  const lines = [
    phone('phone1', doc?.landing_page_tel1),
    phone('phone2', doc?.landing_page_tel2),
    mail('email', doc?.landing_email),
  ];
  if (extended) {
    const distributor = doc?.fatt_interattiva_data?.contatti;
    lines.push(
      mail('pec', doc?.landing_pec),
      phone('emergency', distributor?.numero_pronto_intervento),
      { key: 'distributor', text: dataText(distributor?.nome_distributore), href: undefined },
    );
  }
  const shown = lines.filter((line) => line.text !== '');
  const phone1 = shown.some((line) => line.key === 'phone1');
  return {
    lines: shown,
    phoneImage: phone1 ? imageUrl(doc?.landing_page_tel1_image) : undefined,
  };
}
