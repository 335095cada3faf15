import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CardTitle, WidgetCard } from '../../src/ui/card.ts';
import { addressLines } from '../../src/domain/supplies.ts';
import { SupplyFacts } from '../../src/ui/SupplyFacts.tsx';
import { useSupplies, useSupplyName } from '../../src/ui/useSupplies.ts';
import type { SupplyListProps } from './props.gen.ts';

const Items = styled.div`
  display: flex;
  flex-direction: column;
  border-top: 1px solid var(--q-muted, #e6eaee);
  & > div {
    border-bottom: 1px solid var(--q-muted, #e6eaee);
  }
  & h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

const Header = styled.button`
  display: flex;
  align-items: center;
  gap: 16px;
  width: 100%;
  min-height: 56px;
  padding: 8px 4px;
  border: 0;
  background: none;
  color: var(--q-text, #1f2933);
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: -3px;
    border-radius: 4px;
  }
  & > span {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & strong {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  & small {
    font-size: 0.9375rem;
    font-weight: 400;
    color: var(--q-text-muted, #52606d);
  }
  &::after {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    margin-right: 8px;
    border-right: 2px solid var(--q-primary, #0b5cad);
    border-bottom: 2px solid var(--q-primary, #0b5cad);
    transform: rotate(45deg);
    transition: transform 150ms ease-out;
  }
  &[aria-expanded='true']::after {
    transform: rotate(-135deg);
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 0 4px 16px;
  &[hidden] {
    display: none;
  }
`;

/**
 * Spec §2 "in the POD detail list only one supply panel is open at a time": an accordion of
 * the supplies whose open panel is the selected supply. Opening a panel selects its supply for
 * every module (the store's `selectSupply`); its header closes it again, and the selection stays.
 * The header names the point and its whole address, which the panel does not repeat (issue 30,
 * decision 556): open or closed, the list says each address once.
 */
export function SupplyList({ titleKey, showDetails = true }: SupplyListProps) {
  const { t } = useTranslation();
  const id = useId();
  const { entries, selected, select } = useSupplies();
  const nameOf = useSupplyName();
  const [closed, setClosed] = useState(false);
  if (selected === undefined) return null;
  const title = t(titleKey ?? 'widgets.supplyList.title');
  return (
    <WidgetCard aria-label={title}>
      <CardTitle>{title}</CardTitle>
      <Items>
        {entries.map((entry) => {
          const open = !closed && entry.index === selected.index;
          const address = addressLines(entry.supply);
          const headerId = `${id}-header-${entry.index}`;
          const panelId = `${id}-panel-${entry.index}`;
          return (
            <div key={entry.index}>
              <h3>
                <Header
                  type="button"
                  id={headerId}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => {
                    if (entry.index === selected.index) {
                      setClosed((was) => !was);
                    } else {
                      select(entry.index);
                      setClosed(false);
                    }
                  }}
                >
                  <span>
                    <strong>{nameOf(entry)}</strong>
                    {address.map((line, index) => (
                      <small key={index}>{line}</small>
                    ))}
                  </span>
                </Header>
              </h3>
              <Panel id={panelId} role="region" aria-labelledby={headerId} hidden={!open}>
                {open && <SupplyFacts supply={entry.supply} showDetails={showDetails} level={4} />}
              </Panel>
            </div>
          );
        })}
      </Items>
    </WidgetCard>
  );
}
