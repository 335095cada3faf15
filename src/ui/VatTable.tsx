import { useTranslation } from 'react-i18next';
import { AmountsTable } from './AmountsTable.tsx';

/** A VAT line as the amounts parser reads it from `tabella_iva`. */
export interface VatLine {
  rate: string;
  taxable: string;
  amount: string;
}

/**
 * The VAT table (spec §2 "columns rate, taxable amount, amount"), one shape wherever a card
 * shows it: the payment card's detail, and template 5's costs card, which owns the amounts
 * there (decision 128). Nothing when there are no lines.
 */
export function VatTable({ lines }: { lines: readonly VatLine[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <AmountsTable
      caption={t('widgets.paymentCard.vatTitle')}
      columns={[
        t('widgets.paymentCard.vatRate'),
        t('widgets.paymentCard.vatTaxable'),
        t('widgets.paymentCard.vatAmount'),
      ]}
      rows={lines.map((line) => ({ label: line.rate, values: [line.taxable, line.amount] }))}
    />
  );
}
