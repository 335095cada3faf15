import { useMemo, useState } from 'react';
import styled from 'styled-components';
import italian from '../../src/i18n/area-contracts/it.json' with { type: 'json' };
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import { useArea } from '../../src/state/area.ts';
import { WidgetCard } from '../../src/ui/card.ts';
import { ContractCard } from './ContractCard.tsx';
import { Failure, Notice } from '../../src/ui/loadStates.tsx';
import type { ContractListProps } from './props.gen.ts';
import { ContractListSkeleton } from './Skeleton.tsx';
import { useLoad } from '../../src/ui/useLoad.ts';

const Cards = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  & > p {
    margin: 0;
    color: var(--q-text-muted, #52606d);
  }
`;

/**
 * The customer area's contracts (spec §1 "contracts (headers, details, dialogs)"): the
 * contracts of the customer the client selector chose (GET /api/contract/headers/{id}), asked
 * for again when another is chosen, a card each; one card's details open at a time. Outside an
 * area page, or without a chosen customer, it shows nothing.
 */
export function ContractList({ showDetails = true, showRequests = true }: ContractListProps) {
  const { t } = useTranslationWith(italian);
  const area = useArea();
  const calls = area?.calls;
  const customer = area?.customer ?? null;
  const customerId = customer?.id;
  const load = useMemo(
    () =>
      calls === undefined || customerId === undefined
        ? undefined
        : () => calls.contracts(customerId),
    [calls, customerId],
  );
  const [state, retry] = useLoad(load);
  const [open, setOpen] = useState<{ customerId: string; contractId: string }>();
  if (calls === undefined || customer === null) return null;
  if (state.phase === 'loading') return <ContractListSkeleton label={t('areaContracts.loading')} />;
  if (state.phase === 'failed') {
    return (
      <WidgetCard>
        <Failure
          text={t('areaContracts.failed')}
          retryLabel={t('areaContracts.retry')}
          onRetry={retry}
        />
      </WidgetCard>
    );
  }
  const { contracts } = state.value;
  // An open card of the customer shown before is not this one's.
  const openId = open?.customerId === customer.id ? open.contractId : undefined;
  return (
    <Cards>
      <p>{t('areaContracts.list', { name: customer.name })}</p>
      {contracts.length === 0 ? (
        <WidgetCard>
          <Notice as="p">{t('areaContracts.empty')}</Notice>
        </WidgetCard>
      ) : (
        contracts.map((contract) => (
          <ContractCard
            key={contract.id}
            calls={calls}
            contract={contract}
            open={openId === contract.id}
            onToggle={() => {
              setOpen(
                openId === contract.id
                  ? undefined
                  : { customerId: customer.id, contractId: contract.id },
              );
            }}
            showDetails={showDetails}
            showRequests={showRequests}
          />
        ))
      )}
    </Cards>
  );
}
