import { useTranslation } from 'react-i18next';
import { indexValue } from '../../src/domain/flags.ts';
import { useBill } from '../../src/state/bill.ts';
import { CardTitle, ValueList, WidgetCard } from '../../src/ui/card.ts';
import type { ContractTileProps } from './props.gen.ts';

/** Spec §2 "My contract tile": customer code and contract code. */
export function ContractTile({ titleKey }: ContractTileProps) {
  const { t } = useTranslation();
  const customerCode = useBill((state) => indexValue(state.doc, 'invoices_codice_cliente'));
  const contractCode = useBill((state) => indexValue(state.doc, 'invoices_codice_contratto'));
  if (customerCode === '' && contractCode === '') return null;
  const title = t(titleKey ?? 'widgets.contractTile.title');
  const rows = (
    [
      ['customerCode', customerCode],
      ['contractCode', contractCode],
    ] as const
  ).filter(([, value]) => value !== '');
  return (
    <WidgetCard aria-label={title}>
      <CardTitle>{title}</CardTitle>
      <ValueList>
        {rows.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`widgets.contractTile.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </ValueList>
    </WidgetCard>
  );
}
