import type { OfferBox } from '../../schemas/types/bill-document.gen.ts';
import { formatBillDate } from '../../src/domain/dates.ts';
import { dataText as plainText } from '../../src/domain/flags.ts';

/**
 * The regulator's offer portal. Its search takes the offer's code; a deep link to one offer is
 * not part of any published contract, so the card links the portal and shows the code to type.
 */
export const offerPortal = 'https://www.ilportaleofferte.it/portaleOfferte/';

export interface OfferLine {
  key: 'name' | 'code' | 'price' | 'expiry';
  text: string;
}

/** The box's lines that have a value, in the order the 2025 format prints them. */
export function offerLines(box: OfferBox | null | undefined): OfferLine[] {
  if (typeof box !== 'object' || box === null) return [];
  const price = plainText(box.tipo_prezzo).toLowerCase();
  const lines: OfferLine[] = [
    { key: 'name', text: plainText(box.nome_offerta) },
    { key: 'code', text: plainText(box.codice_offerta) },
    {
      key: 'price',
      text: price === 'fisso' || price === 'variabile' ? price : plainText(box.tipo_prezzo),
    },
    { key: 'expiry', text: formatBillDate(box.scadenza_condizioni_economiche) },
  ];
  return lines.filter((line) => line.text !== '');
}
