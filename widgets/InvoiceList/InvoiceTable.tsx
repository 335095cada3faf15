import { Fragment, useId, useState } from 'react';
import styled from 'styled-components';
import type { Invoice } from '../../schemas/types/invoice.gen.ts';
import type { AreaCalls } from '../../src/api/areaCalls.ts';
import { amountText } from '../../src/domain/amounts.ts';
import { formatBillDate } from '../../src/domain/dates.ts';
import { isGas } from '../../src/domain/flags.ts';
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import italian from '../../src/i18n/area-invoices/it.json' with { type: 'json' };
import { focusRing } from '../../src/ui/buttons.ts';
import { Icon } from '../../src/ui/statusIcons.tsx';
import { StackingTable, TableBox } from '../../src/ui/table.ts';
import { visuallyHidden } from '../../src/ui/visuallyHidden.ts';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';
import { InvoiceActions } from './InvoiceActions.tsx';
import { InvoiceDetail } from './InvoiceDetail.tsx';
import { billLink, invoiceStatus, type InvoiceStatus } from './invoiceStatus.ts';

const Rows = styled(StackingTable)`
  & td[data-actions] {
    text-align: right;
  }
  & td[data-detail] > dl {
    max-width: 36rem;
  }
  & td[data-detail] {
    padding: 12px 16px 16px;
    background: var(--q-muted-surface, #f4f6f8);
  }
  /* Numbers, dates and words never break inside: the actions' column gives way first. */
  & th,
  & td {
    overflow-wrap: normal;
  }
  & [data-nowrap] {
    white-space: nowrap;
  }
  & th[data-actions] {
    text-align: right;
  }
  @container (max-width: 479.98px) {
    & tbody td[data-actions],
    & tbody td[data-detail] {
      grid-column: 1 / -1;
      text-align: left;
    }
    & tbody td:empty {
      display: none;
    }
  }
`;

const Number = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  min-height: 44px;
  color: var(--q-primary, #0b5cad);
  font-weight: 600;
  white-space: nowrap;
  text-underline-offset: 3px;
  ${focusRing}
`;

const NewMark = styled.span`
  display: inline-block;
  width: fit-content;
  padding: 0 8px;
  border-radius: 999px;
  background: var(--q-primary, #0b5cad);
  color: var(--q-on-primary, #fff);
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.6;
`;

const Status = styled.span<{ $paid: boolean }>`
  font-weight: 600;
  color: ${(p) => (p.$paid ? 'var(--q-success, #1e7b34)' : 'inherit')};
`;

const Caption = styled.caption`
  ${visuallyHidden}
`;

const columns = ['date', 'type', 'commodity', 'amount', 'dueDate', 'status'] as const;
const nowrap: ReadonlySet<string> = new Set(['date', 'amount', 'dueDate']);

/** Whether a status asks for payment, so the due date means something (decision 126). */
const showsDueDate = (status: InvoiceStatus) => status === 'toPay' || status === 'directDebit';

/**
 * The invoices as a table whose rows stack into one block per invoice on a narrow card (a
 * phone), with each invoice's actions and, once asked for, its detail under it.
 */
export function InvoiceTable(props: {
  caption: string;
  invoices: readonly Invoice[];
  calls: AreaCalls;
  onSeen: (id: string) => void;
}) {
  const { t } = useTranslationWith(italian);
  const locale = useNumberLocale();
  const detailPrefix = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const label = (column: string) => t(`areaInvoices.columns.${column}`);
  const toggle = (id: string) => {
    const next = new Set(open);
    if (!next.delete(id)) {
      next.add(id);
      props.onSeen(id);
    }
    setOpen(next);
  };
  return (
    <TableBox>
      <Rows>
        <Caption>{props.caption}</Caption>
        <thead>
          <tr>
            <th scope="col">{label('number')}</th>
            {columns.map((column) => (
              <th key={column} scope="col" data-numeric={column === 'amount' ? '' : undefined}>
                {label(column)}
              </th>
            ))}
            <th scope="col" data-actions="">
              {label('actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {props.invoices.map((invoice) => {
            const status = invoiceStatus(invoice);
            const detailId = `${detailPrefix}-${invoice.id}`;
            const due = showsDueDate(status) ? formatBillDate(invoice.document_payment_expiry) : '';
            const cells: Record<(typeof columns)[number], string> = {
              date: formatBillDate(invoice.document_date),
              type: invoice.document_type ?? '',
              commodity: t(
                `areaInvoices.commodity.${isGas(invoice.tipo_bolletta) ? 'gas' : 'power'}`,
              ),
              amount: amountText(invoice.document_amount, 2, locale),
              dueDate: due,
              status: t(`areaInvoices.status.${status}`),
            };
            return (
              <Fragment key={invoice.id}>
                <tr>
                  <th scope="row">
                    <Number
                      href={billLink(invoice.crypto)}
                      target="_blank"
                      rel="noopener"
                      aria-label={t('areaInvoices.openLabel', { number: invoice.document_number })}
                      onClick={() => {
                        props.onSeen(invoice.id);
                      }}
                    >
                      {invoice.document_number}
                      <Icon name="external" size={16} />
                    </Number>
                    {invoice.isNew && (
                      <>
                        <br />
                        <NewMark>{t('areaInvoices.new')}</NewMark>
                      </>
                    )}
                  </th>
                  {columns.map((column) => (
                    <td
                      key={column}
                      data-label={
                        column === 'amount' || cells[column] === '' ? undefined : label(column)
                      }
                      data-numeric={column === 'amount' ? '' : undefined}
                      data-nowrap={nowrap.has(column) ? '' : undefined}
                    >
                      {column === 'status' ? (
                        <Status $paid={status === 'paid'}>{cells.status}</Status>
                      ) : (
                        cells[column]
                      )}
                    </td>
                  ))}
                  <td data-actions="">
                    <InvoiceActions
                      invoice={invoice}
                      expanded={open.has(invoice.id)}
                      detailId={detailId}
                      onToggle={() => {
                        toggle(invoice.id);
                      }}
                      onOpen={() => {
                        props.onSeen(invoice.id);
                      }}
                    />
                  </td>
                </tr>
                {open.has(invoice.id) && (
                  <tr id={detailId}>
                    <td data-detail="" colSpan={columns.length + 2}>
                      <InvoiceDetail calls={props.calls} id={invoice.id} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </Rows>
    </TableBox>
  );
}
