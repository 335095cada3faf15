import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ReceiptLine } from '../../schemas/types/bill-document.gen.ts';
import { formatEuro } from '../../src/domain/amounts.ts';
import {
  amountCents,
  checkReceipt,
  receiptMismatchMessage,
  receiptPointer,
  type ReceiptGroup,
  type ReceiptGroupLines,
} from '../../src/domain/receipt.ts';
import { useEngineSettings } from '../../src/engine/render/index.ts';
import { quantityText } from '../../src/domain/supplies.ts';
import type { GlossaryTerm } from '../../src/domain/glossaryTerms.ts';
import { useBill } from '../../src/state/bill.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { ExplainButton } from '../../src/ui/explain/ExplainButton.tsx';
import { Table, TableScroll } from '../../src/ui/table.ts';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';
import type { EnergyReceiptProps } from './props.gen.ts';
import { unitPriceText } from './unitPrice.ts';

const Lead = styled.p`
  margin: 0 0 8px;
  color: var(--q-text-muted, #52606d);
`;

const Receipt = styled(Table)`
  & td,
  & thead th:last-child {
    text-align: right;
    white-space: nowrap;
  }
  & tbody tr.group > * {
    padding-top: 16px;
    font-weight: 700;
    border-bottom-width: 2px;
  }
  & tbody tr.line > th {
    font-weight: 400;
    padding-left: 12px;
  }
  & tfoot > tr > * {
    padding-top: 12px;
    border-bottom: 0;
    font-weight: 700;
    font-size: 1.125rem;
  }
`;

/** The quantity × unit price of a line, and whose cost it is: a quieter second line. */
const Detail = styled.span`
  display: block;
  font-size: 0.875rem;
  color: var(--q-text-muted, #52606d);
`;

/** Each of ARERA's groups has its glossary entry; the excise duties are what "imposte" holds. */
const groupTerms: Record<ReceiptGroup, GlossaryTerm> = {
  quota_consumi: 'quota_consumi',
  quota_fissa: 'quota_fissa',
  quota_potenza: 'quota_potenza',
  ricalcoli: 'ricalcoli',
  altre_partite: 'altre_partite',
  bonus_sociale: 'bonus_sociale',
  imposte: 'accise',
  iva: 'iva',
  canone_rai: 'canone_rai',
};

const componentKeys: Record<string, string> = {
  vendita: 'widgets.energyReceipt.component.vendita',
  rete_oneri: 'widgets.energyReceipt.component.rete_oneri',
};

/**
 * The 2025 format's "scontrino dell'energia" (issue 32): each group of ARERA's receipt as a
 * row group headed by its name and subtotal, its lines under it with quantity × unit price,
 * and the bill's total at the foot. Shown only when the lines add up to the bill's amount
 * (decision 630): a total that disagrees with the front page would teach a customer to
 * distrust both, so a mismatch shows nothing here and is reported by the page's diagnostics.
 * Amounts are formatted from the cents the check summed, so every figure on the card is one
 * the sum was made of.
 */
export function EnergyReceipt({ titleKey }: EnergyReceiptProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const doc = useBill((state) => state.doc);
  const locale = useNumberLocale();
  const check = checkReceipt(doc);
  const { onEvent } = useEngineSettings();
  const mismatch = check.kind === 'mismatch' ? receiptMismatchMessage(check) : undefined;
  useEffect(() => {
    if (mismatch === undefined) return;
    // An event about the answer, not the template: where in the document (events.ts).
    onEvent({ code: 'receipt-mismatch', message: mismatch, template: '', path: receiptPointer });
  }, [mismatch, onEvent]);
  if (check.kind !== 'adds-up') return null;
  const euro = (cents: number) => formatEuro(cents / 100, 2, locale);
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t(titleKey ?? 'widgets.energyReceipt.title')}</CardTitle>
      <Lead>{t('widgets.energyReceipt.lead')}</Lead>
      <TableScroll>
        <Receipt>
          <caption className="visually-hidden">{t('widgets.energyReceipt.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('widgets.energyReceipt.item')}</th>
              <th scope="col">{t('widgets.energyReceipt.amount')}</th>
            </tr>
          </thead>
          {check.groups.map((group) => (
            <GroupRows key={groupName(group, t)} group={group} t={t} euro={euro} locale={locale} />
          ))}
          <tfoot>
            <tr>
              <th scope="row">{t('widgets.energyReceipt.total')}</th>
              <td>{euro(check.totalCents)}</td>
            </tr>
          </tfoot>
        </Receipt>
      </TableScroll>
    </WidgetCard>
  );
}

type Translate = (key: string) => string;

const groupName = (group: ReceiptGroupLines, t: Translate): string =>
  typeof group.group === 'string'
    ? t(`widgets.energyReceipt.group.${group.group}`)
    : group.group.text;

function GroupRows({
  group,
  t,
  euro,
  locale,
}: {
  group: ReceiptGroupLines;
  t: Translate;
  euro: (cents: number) => string;
  locale: string;
}) {
  const name = groupName(group, t);
  return (
    <tbody>
      <tr className="group">
        <th scope="rowgroup">
          {name}
          {typeof group.group === 'string' && (
            <ExplainButton term={groupTerms[group.group]} label={name} />
          )}
        </th>
        <td>{euro(group.subtotalCents)}</td>
      </tr>
      {group.lines.map((line, index) => (
        <tr className="line" key={index}>
          <th scope="row">
            {typeof line.voce === 'string' && line.voce.trim() !== '' ? line.voce : name}
            <LineDetail line={line} t={t} locale={locale} />
          </th>
          <td>{euro(amountCents(line.importo) ?? 0)}</td>
        </tr>
      ))}
    </tbody>
  );
}

function LineDetail({ line, t, locale }: { line: ReceiptLine; t: Translate; locale: string }) {
  const unit = typeof line.unita === 'string' ? line.unita.trim() : '';
  const quantity = quantityText(line.quantita, unit, locale);
  const price = unitPriceText(line.prezzo_unitario, unit, locale);
  const component = componentKeys[(line.componente ?? '').trim().toLowerCase()];
  const parts = [
    quantity !== '' && price !== '' ? `${quantity} × ${price}` : quantity,
    component ? t(component) : '',
  ].filter((part) => part !== '');
  if (parts.length === 0) return null;
  return <Detail>{parts.join(' · ')}</Detail>;
}
