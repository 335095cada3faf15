import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { addressLines } from '../../src/domain/supplies.ts';
import { useSupplies, useSupplyName } from '../../src/ui/useSupplies.ts';
import type { SupplySelectorProps } from './props.gen.ts';
import { focusRing } from '../../src/ui/buttons.ts';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  & > label {
    font-weight: 600;
  }
`;

const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: 8px 40px 8px 12px;
  border: 1px solid var(--q-text-muted, #52606d);
  border-radius: 8px;
  background: var(--q-surface, #fff);
  color: var(--q-text, #1f2933);
  font: inherit;
  text-overflow: ellipsis;
  cursor: pointer;
  ${focusRing}
`;

/**
 * Spec §2 "Supply data" and §5: a native select of the supplies, shown only when there is more
 * than one. Choosing writes the store's `selectSupply`, so every module follows the choice.
 */
export function SupplySelector({ labelKey = 'widgets.supplySelector.label' }: SupplySelectorProps) {
  const { t } = useTranslation();
  const id = useId();
  const { entries, selected, select } = useSupplies();
  const nameOf = useSupplyName();
  if (entries.length < 2 || selected === undefined) return null;
  return (
    <Box>
      <label htmlFor={id}>{t(labelKey)}</label>
      <Select
        id={id}
        value={selected.index}
        onChange={(event) => {
          select(Number(event.target.value));
        }}
      >
        {entries.map((entry) => {
          const point = nameOf(entry);
          const address = addressLines(entry.supply)[0];
          return (
            <option key={entry.index} value={entry.index}>
              {address === undefined
                ? point
                : t('widgets.supplySelector.option', { point, address })}
            </option>
          );
        })}
      </Select>
    </Box>
  );
}
