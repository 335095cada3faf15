import { dataText, readPath } from '../../src/domain/flags.ts';
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
export function readContacts(doc: unknown, extended: boolean): Contacts {
  const text = (path: string) => dataText(readPath(doc, path));
  const phone = (key: ContactLine['key'], path: string): ContactLine => {
    const value = text(path);
    return { key, text: value, href: telUrl(value) };
  };
  const mail = (key: ContactLine['key'], path: string): ContactLine => {
    const value = text(path);
    return { key, text: value, href: mailtoUrl(value) };
  };
  const lines = [
    phone('phone1', 'landing_page_tel1'),
    phone('phone2', 'landing_page_tel2'),
    mail('email', 'landing_email'),
  ];
  if (extended) {
    lines.push(
      mail('pec', 'landing_pec'),
      phone('emergency', 'fatt_interattiva_data.contatti.numero_pronto_intervento'),
      {
        key: 'distributor',
        text: text('fatt_interattiva_data.contatti.nome_distributore'),
        href: undefined,
      },
    );
  }
  const shown = lines.filter((line) => line.text !== '');
  const phone1 = shown.some((line) => line.key === 'phone1');
  return {
    lines: shown,
    phoneImage: phone1 ? imageUrl(readPath(doc, 'landing_page_tel1_image')) : undefined,
  };
}
