import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBill } from '../../src/state/bill.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { Figure, StackingTable, TableBox } from '../../src/ui/table.ts';
import { missedPayments } from './missedPayments.ts';
import type { MissedPaymentsProps } from './props.gen.ts';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';

/**
 * Spec §2 "missed-payment list (rows: number, issue date, expiry date, amount)": a real table,
 * amounts right-aligned in tabular figures. In a narrow card each row stacks (src/ui/table.ts).
 */
export function MissedPayments({ titleKey }: MissedPaymentsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const list = useBill((state) => state.doc?.fatt_interattiva_data?.mancati_pagamenti);
  const locale = useNumberLocale();
  const rows = useMemo(() => missedPayments(list, locale), [list, locale]);
  if (rows.length === 0) return null;
  const title = t(titleKey ?? 'widgets.missedPayments.title');
  const number = t('widgets.missedPayments.number');
  const issueDate = t('widgets.missedPayments.issueDate');
  const dueDate = t('widgets.missedPayments.dueDate');
  const amount = t('widgets.missedPayments.amount');
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{title}</CardTitle>
      <TableBox>
        {/* Named by the card's title, not by a caption of its own: the page says it once
            (issue 30, decision 555), a screen reader still hears the table's name. */}
        <StackingTable role="table" aria-labelledby={titleId}>
          <thead>
            <tr role="row">
              <th role="columnheader" scope="col">
                {number}
              </th>
              <th role="columnheader" scope="col">
                {issueDate}
              </th>
              <th role="columnheader" scope="col">
                {dueDate}
              </th>
              <th role="columnheader" scope="col" data-numeric>
                {amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr role="row" key={index}>
                <th role="rowheader" scope="row">
                  {row.number}
                </th>
                <td role="cell" data-label={row.issueDate === '' ? undefined : issueDate}>
                  {row.issueDate}
                </td>
                <td role="cell" data-label={row.dueDate === '' ? undefined : dueDate}>
                  {row.dueDate}
                </td>
                <td role="cell" data-numeric>
                  <Figure>{row.amount}</Figure>
                </td>
              </tr>
            ))}
          </tbody>
        </StackingTable>
      </TableBox>
    </WidgetCard>
  );
}
