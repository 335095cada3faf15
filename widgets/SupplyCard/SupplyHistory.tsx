import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { showsAnnualSpend, showsConsumptionHistory } from '../../src/domain/supplyHistory.ts';
import { AnnualSpendChartSkeleton, LazyAnnualSpendChart } from '../../src/ui/charts/spend/lazy.ts';
import {
  ConsumptionChartSkeleton,
  LazyConsumptionChart,
} from '../../src/ui/charts/consumption/lazy.ts';
import { ChartSlot } from '../../src/ui/charts/lazyChart.tsx';
import type { SupplyEntry } from '../../src/domain/supplies.ts';
import { HistoryDisclosure } from './HistoryDisclosure.tsx';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
  & > h3 {
    margin: 0;
    font-size: 1.0625rem;
    line-height: 1.4;
  }
`;

function ChartSection({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Section aria-labelledby={id}>
      <h3 id={id}>{t(titleKey)}</h3>
      {children}
    </Section>
  );
}

/**
 * The supply card's history (spec §2 "consumption period plus an expandable history and
 * annual-spend charts"; project decision 70): the consumption history and the annual spend of
 * the card's own supply, each by its flags and only when the supply has months of it. The
 * charts are the ConsumptionChart and AnnualSpendChart widgets' lazy components, given this
 * supply: their chunk, and ECharts with it, is fetched only when the customer first opens the
 * history. No chart to offer, no toggle.
 */
export function SupplyHistory({
  doc,
  entry,
  withConsumption = true,
}: {
  doc: BillDocument | undefined;
  entry: SupplyEntry;
  /** False where the page shows the consumption chart already: it is said once (issue 13). */
  withConsumption?: boolean;
}) {
  const { t } = useTranslation();
  const history = withConsumption && showsConsumptionHistory(doc, entry.supply);
  const spend = showsAnnualSpend(doc, entry.supply);
  if (!history && !spend) return null;
  const label =
    history && spend
      ? t('widgets.supplyCard.history')
      : t(history ? 'widgets.consumptionChart.title' : 'widgets.annualSpendChart.title');
  return (
    <HistoryDisclosure label={label}>
      {history && (
        <ChartSection titleKey="widgets.consumptionChart.title">
          <ChartSlot skeleton={<ConsumptionChartSkeleton framed={false} />}>
            <LazyConsumptionChart framed={false} supply={entry} headingLevel={4} />
          </ChartSlot>
        </ChartSection>
      )}
      {spend && (
        <ChartSection titleKey="widgets.annualSpendChart.title">
          <ChartSlot skeleton={<AnnualSpendChartSkeleton framed={false} />}>
            <LazyAnnualSpendChart framed={false} supply={entry} />
          </ChartSlot>
        </ChartSection>
      )}
    </HistoryDisclosure>
  );
}
