import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useBill } from '../../src/state/bill.ts';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { addressLines } from '../../src/domain/supplies.ts';
import { Address, SupplyFacts } from '../../src/ui/SupplyFacts.tsx';
import { useSupplies, useSupplyName } from '../../src/ui/useSupplies.ts';
import type { SupplyCardProps } from './props.gen.ts';
import { SupplyHistory } from './SupplyHistory.tsx';

const Point = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  & > p {
    margin: 0;
    font-size: 1.0625rem;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

/**
 * Spec §2 "Supply card" for the supply chosen in the selector (the store's `supplyIndex`,
 * clamped to the list): the point's code and address, the latest consumption, the details,
 * and the expandable history of that supply's charts.
 */
export function SupplyCard({
  titleKey,
  showDetails = true,
  showHistory = true,
  showConsumptionHistory = true,
}: SupplyCardProps) {
  const { t } = useTranslation();
  const doc = useBill((state) => state.doc);
  const { selected } = useSupplies();
  const nameOf = useSupplyName();
  if (selected === undefined) return null;
  const address = addressLines(selected.supply);
  const title = t(titleKey ?? 'widgets.supplyCard.title');
  return (
    <WidgetCard aria-label={title}>
      <CardTitle>{title}</CardTitle>
      <Point>
        <p>{nameOf(selected)}</p>
        {address.length > 0 && (
          <Address aria-label={t('widgets.supplyCard.address')}>
            {address.map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </Address>
        )}
      </Point>
      <SupplyFacts supply={selected.supply} showDetails={showDetails} />
      {/* Keyed by supply: another supply starts closed, with charts built for it (§4). */}
      {showHistory && (
        <SupplyHistory
          key={selected.index}
          doc={doc}
          entry={selected}
          withConsumption={showConsumptionHistory}
        />
      )}
    </WidgetCard>
  );
}
