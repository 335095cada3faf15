import { useTranslation } from 'react-i18next';
import { readPath } from '../../src/domain/flags.ts';
import { useBill } from '../../src/state/bill.ts';
import { CardTitle, ValueList, WidgetCard } from '../shared/card.ts';
import { dataText } from '../shared/urls.ts';
import type { ContractTileProps } from './props.gen.ts';

/** The value of the first index field with this label (spec §3 `index_fields`), or ''. */
export function indexValue(doc: unknown, label: string): string {
  const list = readPath(doc, 'index_fields');
  if (!Array.isArray(list)) return '';
  const item: unknown = list.find((entry: unknown) => readPath(entry, 'label') === label);
  return dataText(readPath(item, 'value'));
}

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
