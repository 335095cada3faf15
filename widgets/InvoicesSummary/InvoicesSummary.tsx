import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import type { InvoicesInfo } from '../../schemas/types/invoices-info.gen.ts';
import { formatEuro } from '../../src/domain/amounts.ts';
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import italian from '../../src/i18n/area-invoices/it.json' with { type: 'json' };
import { useArea } from '../../src/state/area.ts';
import { outlinedPill, focusRing } from '../../src/ui/buttons.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';
import type { InvoicesSummaryProps } from './props.gen.ts';
import { readAgainOnReturn } from './readAgain.ts';
import { InvoicesSummarySkeleton } from './Skeleton.tsx';

type Entry = InvoicesInfo['customers'][number];

const Figures = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: 16px;
  & > div {
    display: flex;
    flex-direction: column-reverse;
    gap: 4px;
  }
  & dt {
    color: var(--q-text-muted, #52606d);
  }
  & dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Retry = styled.button`
  ${outlinedPill}
  ${focusRing}
  align-self: flex-start;
`;

/**
 * The login's invoices at a glance (issue 18, `GET /api/invoices/info`): per customer, how
 * many invoices, how many to pay, how many new, and what is left to pay. The selected
 * customer's by default, read again when the selection changes, when the customer comes back
 * to the tab (a bill paid in another one) and when a widget of the page changed the data.
 */
export function InvoicesSummary({ allCustomers = false, titleKey }: InvoicesSummaryProps) {
  const { t } = useTranslationWith(italian);
  const locale = useNumberLocale();
  const titleId = useId();
  const area = useArea();
  const calls = area?.calls;
  const selected = area?.customer?.id;
  const [info, setInfo] = useState<Entry[] | 'loading' | 'failed'>('loading');
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (calls === undefined || selected === undefined) return;
    let live = true;
    let reading = false;
    const read = () => {
      // One read at a time: coming back to the tab fires both visibilitychange and focus.
      if (reading) return;
      reading = true;
      void calls.invoicesInfo().then((answer) => {
        reading = false;
        if (!live) return;
        if (!answer.ok) console.warn('[quadro] the invoices summary did not load', answer.failure);
        // A read again that fails keeps the figures shown; only the first shows the failure.
        setInfo((current) =>
          answer.ok ? answer.value.customers : Array.isArray(current) ? current : 'failed',
        );
      });
    };
    read();
    // Paid or opened in another tab, a message read here: the figures are read again.
    const stop = readAgainOnReturn(read);
    return () => {
      live = false;
      stop();
    };
  }, [calls, selected, round]);
  if (selected === undefined) return null;
  if (info === 'loading') return <InvoicesSummarySkeleton />;
  const shown = info === 'failed' ? [] : info.filter((c) => allCustomers || c.id === selected);
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t(titleKey ?? 'areaInvoices.summary.title')}</CardTitle>
      {info === 'failed' && (
        <>
          <p role="status">{t('areaInvoices.summary.failed')}</p>
          <Retry
            type="button"
            onClick={() => {
              setInfo('loading');
              setRound((n) => n + 1);
            }}
          >
            {t('areaInvoices.retry')}
          </Retry>
        </>
      )}
      {shown.map((entry) => (
        <div key={entry.id}>
          {allCustomers && shown.length > 1 && <Name>{entry.name}</Name>}
          <Figures>
            <div>
              <dt>{t('areaInvoices.summary.invoices')}</dt>
              <dd>{entry.invoices}</dd>
            </div>
            <div>
              <dt>{t('areaInvoices.summary.unpaid')}</dt>
              <dd>{entry.unpaid}</dd>
            </div>
            <div>
              <dt>{t('areaInvoices.summary.newInvoices')}</dt>
              <dd>{entry.newInvoices}</dd>
            </div>
            <div>
              <dt>{t('areaInvoices.summary.amountDue')}</dt>
              <dd>{formatEuro(entry.amountDue, 2, locale)}</dd>
            </div>
          </Figures>
        </div>
      ))}
    </WidgetCard>
  );
}
