import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatBillDate, parseBillDate } from '../../src/domain/dates.ts';
import { dataText } from '../../src/domain/flags.ts';
import {
  instalmentAmountText,
  instalmentNumber,
  instalmentPayLink,
  instalmentState,
  showsUniquePaymentHeading,
  sortInstalments,
  totalPaidMessage,
  type InstalmentLabels,
  type InstalmentState,
} from '../../src/domain/instalments.ts';
import { useBill } from '../../src/state/bill.ts';
import { useHost } from '../../src/state/host.ts';
import { PayControl } from '../../src/ui/buttons.ts';
import { billIdentity, calendarUid } from '../../src/domain/calendarUid.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { Icon, type IconName } from '../../src/ui/statusIcons.tsx';
import { instalmentEvent, instalmentFileName } from './calendar.ts';
import { ReminderButton } from './ReminderButton.tsx';
import type { InstalmentsProps } from './props.gen.ts';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';

const Total = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 16px;
  & > strong {
    font-size: 1.75rem;
    font-variant-numeric: tabular-nums;
  }
`;

const Paid = styled.p`
  margin: 0;
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 12px 16px;
  border-radius: 8px;
  color: #14532d;
  background: #e7f6ec;
  font-weight: 500;
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid var(--q-muted, #e6eaee);
  & > li {
    display: flex;
    flex-direction: column;
    gap: 8px;
    padding: 16px 0;
    border-bottom: 1px solid var(--q-muted, #e6eaee);
  }
  & h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 16px;
  & > strong:last-child {
    margin-left: auto;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 16px;
  color: var(--q-text-muted, #52606d);
  font-size: 0.9375rem;
  & > span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const stateIcons: Record<InstalmentState, IconName> = {
  paid: 'check',
  toPay: 'clock',
  cancelled: 'cross',
};

/**
 * The instalments (module `rate`; spec §2 "Instalments", §3 "Instalment", §4 "Instalment state",
 * §9 "instalment reminder"; decision 10, project decision 61): the bill total or the "total
 * paid" message, then each instalment (numero 0 last) with its reason, amount, due date and
 * state; only one to be paid has a pay link and a calendar reminder. Reads the instalments
 * answer's `data` (`{ totaledapagare, rate }`); shows nothing without instalments.
 */
export function Instalments({ titleKey }: InstalmentsProps) {
  const { t } = useTranslation();
  const locale = useNumberLocale();
  const titleId = useId();
  const data = useBill((state) => state.rate);
  const doc = useBill((state) => state.doc);
  const supplier = useHost((state) => state.settings?.supplier);
  const list = data?.rate;
  const items = sortInstalments(list);
  if (items.length === 0) return null;

  const labels: InstalmentLabels = {
    paid: t('widgets.instalments.states.paid'),
    toPay: t('widgets.instalments.states.toPay'),
    cancelled: t('widgets.instalments.states.cancelled'),
  };
  const total = totalPaidMessage(data?.totaledapagare);
  const uniqueHeading = showsUniquePaymentHeading(list, labels);
  const newTab = t('widgets.instalments.newTab');

  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t(titleKey ?? 'widgets.instalments.title')}</CardTitle>
      {total?.kind === 'toPay' && (
        <Total>
          <span>{t('widgets.instalments.totalToPay')}</span>
          <strong>{total.text}</strong>
        </Total>
      )}
      {total?.kind === 'totalPaid' && (
        <Paid>
          <Icon name="check" />
          <span>{t('widgets.instalments.totalPaid')}</span>
        </Paid>
      )}
      <Items aria-labelledby={titleId}>
        {items.map((item, index) => {
          const number = instalmentNumber(item);
          const reason = dataText(item['causale']);
          const amount = instalmentAmountText(item['importo'], locale);
          const due = formatBillDate(item['scadenza']);
          const state = instalmentState(item['stato_pagamento'], labels);
          const stateText = state === null ? dataText(item['stato_pagamento']) : labels[state];
          const payLink = instalmentPayLink(item, labels);
          const dueDate = parseBillDate(item['scadenza']);
          const name = [reason, due].filter((text) => text !== '').join(', ');
          const calendar =
            state === 'toPay' && dueDate !== undefined
              ? instalmentEvent({
                  title: t('widgets.instalments.calendarTitle', { amount }).trim(),
                  due: dueDate,
                  // Names the bill and the instalment: the same instalment of another bill
                  // is another event; a second download of this bill updates this one.
                  uid: calendarUid('rata', [
                    ...billIdentity(supplier, doc),
                    String(number ?? index),
                    due,
                  ]),
                })
              : undefined;
          return (
            <li key={index}>
              {number === 0 && uniqueHeading && <h3>{t('widgets.instalments.uniquePayment')}</h3>}
              <Line>
                <strong>{reason}</strong>
                {amount !== '' && <strong>{amount}</strong>}
              </Line>
              <Meta>
                {due !== '' && (
                  <span>
                    {t('widgets.instalments.dueDate')} {due}
                  </span>
                )}
                {stateText !== '' && (
                  <span>
                    {state !== null && <Icon name={stateIcons[state]} size={18} />}
                    {stateText}
                  </span>
                )}
              </Meta>
              {(payLink !== null || calendar !== undefined) && (
                <Actions>
                  {payLink !== null && (
                    <PayControl
                      as="a"
                      href={payLink}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${t('widgets.instalments.payLabel', { name })} ${newTab}`}
                      $primary
                    >
                      {t('widgets.instalments.pay')}
                      <Icon name="external" size={18} />
                    </PayControl>
                  )}
                  {calendar !== undefined && (
                    <ReminderButton
                      label={t('widgets.instalments.calendarLabel', { name })}
                      fileName={instalmentFileName(t('widgets.instalments.calendarFile'), due)}
                      event={calendar}
                    />
                  )}
                </Actions>
              )}
            </li>
          );
        })}
      </Items>
    </WidgetCard>
  );
}
