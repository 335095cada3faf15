import { useId } from 'react';
import { amountText } from '../../src/domain/amounts.ts';
import { formatBillDate } from '../../src/domain/dates.ts';
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import italian from '../../src/i18n/area-messages/it.json' with { type: 'json' };
import { CardTitle, ValueList, WidgetCard } from '../../src/ui/card.ts';
import { Icon, type IconName } from '../../src/ui/statusIcons.tsx';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';
import { VisuallyHidden } from '../../src/ui/visuallyHidden.ts';
import type { HomeState } from './homeSource.ts';
import { billHref, invoiceStatus, type InvoiceStatus } from './invoiceStatus.ts';
import { Bone, Muted, OpenBill, StatusLine } from './styles.ts';

const icons: Record<InvoiceStatus, IconName> = {
  paid: 'check',
  due: 'clock',
  credit: 'info',
  cancelled: 'cross',
  checking: 'clock',
  settled: 'check',
};

/**
 * The newest invoice (spec §1 "home"): number, issue date, amount and status, and its bill
 * opened in a new tab through its one-day link (ADR 0030), as a bill link opens it.
 */
export function LatestInvoice({ state }: { state: HomeState }) {
  const { t } = useTranslationWith(italian);
  const locale = useNumberLocale();
  const titleId = useId();
  if (state.status === 'failed') return null;
  const invoice = state.status === 'loaded' ? state.home.latestInvoice : undefined;
  const rows: [string, string][] = [];
  let status: InvoiceStatus = 'settled';
  if (invoice) {
    status = invoiceStatus(invoice);
    rows.push(
      ['number', invoice.document_number],
      ['date', formatBillDate(invoice.document_date)],
      ['amount', amountText(invoice.document_amount, 2, locale)],
    );
  }
  const expiry = invoice ? formatBillDate(invoice.document_payment_expiry) : '';
  const statusText =
    status === 'due' && expiry !== ''
      ? t('areaHome.latest.states.dueBy', { date: expiry })
      : t(`areaHome.latest.states.${status}`);
  return (
    <WidgetCard aria-labelledby={titleId} aria-busy={state.status === 'loading'}>
      <CardTitle id={titleId}>{t('areaHome.latest.title')}</CardTitle>
      {state.status === 'loading' && <Bone $height={128} />}
      {invoice === null && <Muted>{t('areaHome.latest.none')}</Muted>}
      {invoice && (
        <>
          <ValueList>
            {rows
              .filter(([, value]) => value !== '')
              .map(([key, value]) => (
                <div key={key}>
                  <dt>{t(`areaHome.latest.${key}`)}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            <div>
              <dt>{t('areaHome.latest.status')}</dt>
              <dd>
                <StatusLine>
                  <Icon name={icons[status]} />
                  {statusText}
                </StatusLine>
              </dd>
            </div>
          </ValueList>
          <OpenBill href={billHref(invoice)} target="_blank" rel="noopener noreferrer">
            {t('areaHome.latest.open')}{' '}
            <VisuallyHidden>{t('areaHome.latest.newTab')}</VisuallyHidden>
            <Icon name="external" />
          </OpenBill>
        </>
      )}
    </WidgetCard>
  );
}
