import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBill } from '../../src/state/bill.ts';
import { AmountsDetail, hasAmountsDetail } from '../../src/ui/AmountsDetail.tsx';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import type { AmountsSummaryProps } from './props.gen.ts';

/**
 * The `sintesi_importi` module: the payment card's collapsible amounts summary in a card of its
 * own, for templates where the modules call lists it apart from `dati_pagamento`. The pie is
 * part of the collapsible section, as in the payment card (decision 71): a closed summary shows
 * no chart (issue 13).
 */
export function AmountsSummary({ titleKey, amountsChart = true }: AmountsSummaryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const doc = useBill((state) => state.doc);
  if (!hasAmountsDetail(doc, amountsChart)) return null;
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t(titleKey ?? 'widgets.amountsSummary.title')}</CardTitle>
      <AmountsDetail doc={doc} withChart={amountsChart} />
    </WidgetCard>
  );
}
