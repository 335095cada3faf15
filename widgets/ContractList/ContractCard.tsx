import { useId } from 'react';
import styled from 'styled-components';
import type { Contract } from '../../schemas/types/contract.gen.ts';
import type { AreaCalls } from '../../src/api/areaCalls.ts';
import { formatBillDate } from '../../src/domain/dates.ts';
import italian from '../../src/i18n/area-contracts/it.json' with { type: 'json' };
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import { CardTitle, ValueList, WidgetCard } from '../../src/ui/card.ts';
import { Code } from '../../src/ui/codes.tsx';
import { DisclosureToggle } from '../../src/ui/DisclosureToggle.tsx';
import { Icon, type IconName } from '../../src/ui/statusIcons.tsx';
import { ContractDetails } from './ContractDetails.tsx';
import { ContractRequests } from './ContractRequests.tsx';

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 8px 16px;
`;

/** Status as text and icon, never colour alone (DESIGN "Look and feel"). */
const Status = styled.p<{ $status: Contract['status'] }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  padding: 4px 12px;
  border-radius: 999px;
  font-weight: 600;
  font-size: 0.9375rem;
  color: ${(p) => (p.$status === 'closed' ? 'var(--q-text-muted, #52606d)' : 'var(--q-text, #1f2933)')};
  background: var(--q-muted, #e6eaee);
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  &[hidden] {
    display: none;
  }
`;

const statusIcon: Record<Contract['status'], IconName> = {
  active: 'check',
  activating: 'clock',
  closed: 'cross',
};

/**
 * One contract of the customer (GET /api/contract/headers/{id}): its offer and status, the
 * commodity, supply point, address and start; its details on demand (one open at a time, the
 * list decides) and the requests it offers.
 */
export function ContractCard(props: {
  calls: AreaCalls;
  contract: Contract;
  open: boolean;
  onToggle: () => void;
  showDetails: boolean;
  showRequests: boolean;
}) {
  const { calls, contract, open, onToggle, showDetails, showRequests } = props;
  const { t } = useTranslationWith(italian);
  const titleId = useId();
  const panelId = useId();
  const commodity = t(`areaContracts.commodity.${contract.commodity}`);
  const start = formatBillDate(contract.start_date);
  const address = contract.address.filter((line) => line.trim() !== '');
  return (
    <WidgetCard aria-labelledby={titleId}>
      <Top>
        <CardTitle id={titleId}>{contract.offer === '' ? commodity : contract.offer}</CardTitle>
        <Status $status={contract.status}>
          <Icon name={statusIcon[contract.status]} size={18} />
          {t(`areaContracts.status.${contract.status}`)}
        </Status>
      </Top>
      <ValueList>
        <div>
          <dt>{t('areaContracts.fields.commodity')}</dt>
          <dd>{commodity}</dd>
        </div>
        <div>
          <dt>{t(`areaContracts.fields.${contract.tipo_punto}`)}</dt>
          <dd>
            <Code>{contract.point}</Code>
          </dd>
        </div>
        {address.length > 0 && (
          <div>
            <dt>{t('areaContracts.fields.address')}</dt>
            <dd>{address.join(', ')}</dd>
          </div>
        )}
        {start !== '' && (
          <div>
            <dt>{t('areaContracts.fields.start')}</dt>
            <dd>{start}</dd>
          </div>
        )}
        <div>
          <dt>{t('areaContracts.fields.code')}</dt>
          <dd>
            <Code>{contract.id}</Code>
          </dd>
        </div>
      </ValueList>
      {showDetails && (
        <>
          <DisclosureToggle open={open} controls={panelId} onToggle={onToggle}>
            {t('areaContracts.details.show')}
          </DisclosureToggle>
          <Panel id={panelId} hidden={!open}>
            {open && <ContractDetails calls={calls} contractId={contract.id} />}
          </Panel>
        </>
      )}
      {showRequests && <ContractRequests calls={calls} contractId={contract.id} />}
    </WidgetCard>
  );
}
