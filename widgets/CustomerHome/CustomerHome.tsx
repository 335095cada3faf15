import { useId } from 'react';
import { formatEuro } from '../../src/domain/amounts.ts';
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import italian from '../../src/i18n/area-messages/it.json' with { type: 'json' };
import { useArea } from '../../src/state/area.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { Icon } from '../../src/ui/statusIcons.tsx';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';
import { FigureTile } from './FigureTile.tsx';
import { useCustomerHome, type HomeState } from './homeSource.ts';
import { LatestInvoice } from './LatestInvoice.tsx';
import type { CustomerHomeProps } from './props.gen.ts';
import { Bone, Due, DueFigures, Muted, PillLink, Retry, StatusLine, TextLink } from './styles.ts';

/**
 * A part of the customer area's home (issue 18, spec §1 "home"), for the customer the client
 * selector chose: the parts a template places share one request (./homeSource.ts). Outside an
 * area page, or on one without a customer (registration), it shows nothing.
 */
export function CustomerHome({ part = 'summary' }: CustomerHomeProps) {
  const area = useArea();
  const { state, retry } = useCustomerHome(area);
  if (!area?.customer) return null;
  switch (part) {
    case 'summary':
      return <Summary name={area.customer.name} state={state} retry={retry} />;
    case 'latestInvoice':
      return <LatestInvoice state={state} />;
    default:
      return <FigureTile figure={part} state={state} />;
  }
}

/**
 * The greeting and what is due. The figures' failure is told here only, once, with a retry
 * that reloads every part; the other parts then stay quiet.
 */
function Summary(props: { name: string; state: HomeState; retry: () => void }) {
  const { t } = useTranslationWith(italian);
  const locale = useNumberLocale();
  const titleId = useId();
  const { state } = props;
  const code = state.status === 'loaded' ? state.home.customer.code : undefined;
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('areaHome.greeting', { name: props.name })}</CardTitle>
      {code !== undefined && code !== '' && <Muted>{t('areaHome.code', { code })}</Muted>}
      {state.status === 'loading' && (
        <div role="status" aria-busy="true" aria-label={t('areaHome.loading')}>
          <Bone $height={76} />
        </div>
      )}
      {state.status === 'failed' && (
        <>
          <Muted role="status">{t('areaHome.failed')}</Muted>
          <Retry type="button" onClick={props.retry}>
            {t('areaHome.retry')}
          </Retry>
        </>
      )}
      {state.status === 'loaded' &&
        (state.home.amountDue > 0 ? (
          <Due>
            <DueFigures>
              <span>{t('areaHome.due.title')}</span>
              <strong>{formatEuro(state.home.amountDue, 2, locale)}</strong>
              <span>{t('areaHome.due.unpaid', { count: state.home.unpaidInvoices })}</span>
            </DueFigures>
            <PillLink to="/invoices">{t('areaHome.due.pay')}</PillLink>
          </Due>
        ) : (
          <Due>
            <StatusLine>
              <Icon name="check" />
              {t('areaHome.due.none')}
            </StatusLine>
            <TextLink to="/invoices">{t('areaHome.due.all')}</TextLink>
          </Due>
        ))}
    </WidgetCard>
  );
}
