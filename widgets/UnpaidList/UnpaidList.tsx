import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBill } from '../../src/state/bill.ts';
import { hostString, useHost } from '../../src/state/host.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { primaryPill } from '../../src/ui/tiles.ts';
import type { UnpaidListProps } from './props.gen.ts';
import { pagopaLinkOf, unpaidInvoices } from '../../src/domain/unpaid.ts';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid var(--q-muted, #e6eaee);
  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
    padding: 12px 0;
    border-bottom: 1px solid var(--q-muted, #e6eaee);
  }
`;

const Invoice = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  & > strong {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  & > span {
    font-size: 0.9375rem;
    color: var(--q-text-muted, #52606d);
  }
`;

const Pay = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-left: auto;
  & > span {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    text-align: right;
    white-space: nowrap;
  }
`;

const PayLink = styled.a`
  ${primaryPill}
  min-width: 88px;
  padding: 0 20px;
`;

/**
 * Spec §2 "unpaid invoices list … each with a payment link" and §4 "Public payment platform":
 * each invoice with its due date and amount, paid on pagoPA in a new tab. An invoice without
 * an encrypted id, or a bill without an http(s) pagoPA link, is listed without a link.
 */
export function UnpaidList({ titleKey, pagopaLink }: UnpaidListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const doc = useBill((state) => state.doc);
  // The document's link, else the template's, else the host's (decision 25).
  const hostLink = useHost((state) => hostString(state.settings, 'pagopaLink'));
  const locale = useNumberLocale();
  const invoices = useMemo(() => {
    const list = doc?.fatt_interattiva_data?.insoluti;
    return unpaidInvoices(list, pagopaLinkOf(doc, pagopaLink ?? hostLink), locale);
  }, [doc, pagopaLink, hostLink, locale]);
  if (invoices.length === 0) return null;
  const title = t(titleKey ?? 'widgets.unpaidList.title');
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{title}</CardTitle>
      <Items aria-labelledby={titleId}>
        {invoices.map((invoice, index) => (
          <li key={index}>
            <Invoice>
              {invoice.number !== '' && (
                <strong>{t('widgets.unpaidList.number', { number: invoice.number })}</strong>
              )}
              {invoice.dueDate !== '' && (
                <span>{t('widgets.unpaidList.dueDate', { date: invoice.dueDate })}</span>
              )}
            </Invoice>
            <Pay>
              {invoice.amount !== '' && <span>{invoice.amount}</span>}
              {invoice.payUrl !== undefined && (
                <PayLink
                  href={invoice.payUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={
                    invoice.number === ''
                      ? t('widgets.unpaidList.payLabelNoNumber')
                      : t('widgets.unpaidList.payLabel', { number: invoice.number })
                  }
                >
                  {t('widgets.unpaidList.pay')}
                </PayLink>
              )}
            </Pay>
          </li>
        ))}
      </Items>
    </WidgetCard>
  );
}
