import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { italianDate } from '../../src/domain/selfReading.ts';
import { supplyPoint } from '../../src/domain/supplyPoint.ts';
import { useBill } from '../../src/state/bill.ts';
import { CardTitle, ValueList, WidgetCard } from '../../src/ui/card.ts';
import { Icon } from '../../src/ui/statusIcons.tsx';
import { consumptionOf, quantityText } from '../../src/domain/supplies.ts';
import { useSupplies } from '../../src/ui/useSupplies.ts';
import { GasSelfReading } from './GasSelfReading.tsx';
import { PowerHistory } from './PowerHistory.tsx';
import type { ConsumptionCardProps } from './props.gen.ts';
import { useNumberLocale } from '../../src/ui/useNumberLocale.ts';

const Latest = styled(ValueList)`
  & > div:first-child dd {
    font-size: 1.75rem;
    font-weight: 700;
    line-height: 1.2;
  }
`;

const Reading = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
`;

/**
 * Template 5's `consumi` section (spec §2 "Consumption card … Template 5 card"): the latest
 * consumption of the supply chosen in the selector (shared through the bill store) with the
 * supply point's code; for gas the self-reading dates, the reminder and the self-reading
 * button (§4, §9), for power the last two years as charts with the year-over-year change.
 */
export function ConsumptionCard({
  titleKey,
  selfReadingTrigger = 'self-reading',
}: ConsumptionCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const doc = useBill((state) => state.doc);
  const { selected } = useSupplies();
  const locale = useNumberLocale();
  if (selected === undefined) return null;
  const { supply } = selected;
  // Decision 136: a supply that names neither point nor code follows the bill's type.
  const point = supplyPoint(supply, doc?.tipo_bolletta);
  const gas = point.kind === 'PDR';
  const unit = gas ? 'Smc' : 'kWh';
  const latest = quantityText(supply.consumi?.consumo, unit, locale);
  const { period, reading } = consumptionOf(supply, locale);
  return (
    <WidgetCard aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t(titleKey ?? 'widgets.consumptionCard.title')}</CardTitle>
      <Latest>
        <div>
          <dt>{t('widgets.consumptionCard.latest')}</dt>
          <dd>{latest === '' ? t('widgets.consumptionCard.noValue') : latest}</dd>
        </div>
        {period !== '' && (
          <div>
            <dt>{t('widgets.consumptionCard.period')}</dt>
            <dd>{period}</dd>
          </div>
        )}
        {reading !== undefined && (
          <div>
            <dt>{t('widgets.consumptionCard.reading')}</dt>
            <dd>
              <Reading>
                <Icon name={reading === 'real' ? 'check' : 'clock'} size={18} />
                {t(`widgets.consumptionCard.${reading}`)}
              </Reading>
            </dd>
          </div>
        )}
        {point.code !== '' && (
          <div>
            <dt>{point.kind}</dt>
            <dd>{point.code}</dd>
          </div>
        )}
      </Latest>
      {gas ? (
        <GasSelfReading
          // Read at render: the dates follow the customer's calendar in Italy (spec §9).
          today={italianDate(new Date())}
          pointCode={point.code}
          trigger={selfReadingTrigger}
        />
      ) : (
        <PowerHistory key={selected.index} doc={doc} supply={supply} unit={unit} />
      )}
    </WidgetCard>
  );
}
