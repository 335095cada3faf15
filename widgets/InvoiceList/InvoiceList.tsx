import { useId, useState } from 'react';
import styled from 'styled-components';
import type { InvoiceView } from '../../src/api/areaCalls.ts';
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import italian from '../../src/i18n/area-invoices/it.json' with { type: 'json' };
import { useArea } from '../../src/state/area.ts';
import { CardLink, CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { InvoiceTable } from './InvoiceTable.tsx';
import type { InvoiceListProps } from './props.gen.ts';
import { RetryButton } from './RetryButton.tsx';
import { InvoiceListSkeleton } from './Skeleton.tsx';
import { useInvoices } from './useInvoices.ts';
import { ViewChoice } from './ViewChoice.tsx';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  & > p {
    margin: 0;
  }
`;

/**
 * The customer area's invoices (spec §1; issue 18): the selected customer's invoices of the
 * chosen view, each with its status, actions and detail (InvoiceTable). Outside the customer
 * area (a bill, a preview) there is no customer, so it shows nothing.
 */
export function InvoiceList({ view, showViews = true, limit, titleKey }: InvoiceListProps) {
  const { t } = useTranslationWith(italian);
  const area = useArea();
  const titleId = useId();
  const [chosen, setChosen] = useState<InvoiceView>(view ?? 'all');
  const current = showViews ? chosen : (view ?? 'all');
  const { state, retry, seen } = useInvoices(area, current);
  if (area?.customer == null) return null;
  const title = t(titleKey ?? 'areaInvoices.title');
  const shown = state.phase === 'loaded' ? state.invoices.slice(0, limit) : [];
  const more = state.phase === 'loaded' && limit !== undefined && state.invoices.length > limit;
  return (
    <WidgetCard aria-labelledby={titleId} data-invoice-list="">
      <CardTitle id={titleId}>{title}</CardTitle>
      {showViews && (
        <ViewChoice
          legend={t('areaInvoices.views.label')}
          value={current}
          labelOf={(option) => t(`areaInvoices.views.${option}`)}
          onChange={setChosen}
        />
      )}
      {state.phase === 'loading' && <InvoiceListSkeleton label={t('areaInvoices.loading')} />}
      {state.phase === 'failed' && (
        <Notice role="status">
          <p>{t('areaInvoices.failed')}</p>
          <RetryButton label={t('areaInvoices.retry')} onClick={retry} />
        </Notice>
      )}
      {state.phase === 'loaded' && shown.length === 0 && (
        <p role="status">{t(`areaInvoices.empty.${current}`)}</p>
      )}
      {shown.length > 0 && (
        <InvoiceTable
          caption={`${title}: ${t(`areaInvoices.views.${current}`)}`}
          invoices={shown}
          calls={area.calls}
          onSeen={seen}
        />
      )}
      {more && <CardLink href="/invoices">{t('areaInvoices.more')}</CardLink>}
    </WidgetCard>
  );
}
