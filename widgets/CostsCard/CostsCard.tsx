import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { amountsTotalRow, showsAmountsChart, showsVatTable } from '../../src/domain/payment.ts';
import { useBill } from '../../src/state/bill.ts';
import { AmountsDonut } from '../../src/ui/charts/donut/AmountsDonut.tsx';
import { summaryRows, vatRows } from '../../src/domain/summary.ts';
import { AmountsTable } from '../../src/ui/AmountsTable.tsx';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { VatTable } from '../../src/ui/VatTable.tsx';
import type { CostsCardProps } from './props.gen.ts';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';
import { useTermForLabel } from '../../src/ui/explain/useTermForLabel.ts';

const Quiet = styled.p`
  margin: 0;
  color: var(--q-text-muted, #52606d);
`;

const totalKeys = {
  'TOTALE DA PAGARE': 'widgets.costsCard.totalToPay',
  'TOTALE A CREDITO': 'widgets.costsCard.totalCredit',
} as const;

/**
 * Template 5's `costi` section (spec §2 "costs card"): the bill's amount broken down by
 * `sintesi_importi.tabella_importi` (both shapes, read by the payment card's own parser), the
 * TOTALE DA PAGARE / TOTALE A CREDITO row of decision 16, and the interactive donut when the
 * chart flag is on and `grafico_importi` has entries (§5). The card itself is light; the donut
 * and ECharts load as their own chunk, behind a skeleton of their size. On template 5 the card
 * owns the amounts (project decision 128), so it also holds the VAT table (§5 "only if enabled
 * and non-empty") the payment card's detail would otherwise be the only one to show.
 */
export function CostsCard({ titleKey, chart = true, vatTable = true }: CostsCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const doc = useBill((state) => state.doc);
  const locale = useNumberLocale();
  const termForLabel = useTermForLabel();
  const rows = summaryRows(doc, locale);
  const total = amountsTotalRow(doc?.document_payment_debt, locale);
  const vat = vatTable && showsVatTable(doc) ? vatRows(doc, locale) : [];
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t(titleKey ?? 'widgets.costsCard.title')}</CardTitle>
      {rows.length === 0 && <Quiet>{t('widgets.costsCard.empty')}</Quiet>}
      {(rows.length > 0 || total !== null) && (
        <AmountsTable
          caption={t('widgets.costsCard.caption')}
          captionHidden
          columns={[t('widgets.costsCard.item'), t('widgets.costsCard.amount')]}
          rows={rows.map((row) => ({
            label: row.label,
            values: [row.amount],
            term: termForLabel(row.label),
          }))}
          total={total && { label: t(totalKeys[total.label]), values: [total.text] }}
          bigTotal
        />
      )}
      <VatTable lines={vat} />
      {chart && showsAmountsChart(doc) && <AmountsDonut framed={false} />}
    </WidgetCard>
  );
}
