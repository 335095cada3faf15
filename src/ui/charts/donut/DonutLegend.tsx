import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Slice } from '../../../domain/amountSlices.ts';
import { Swatch } from '../ChartParts.tsx';
import { withWholeCodes } from '../../codes.tsx';
import { focusRing } from '../../buttons.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 8px;
`;

/** A legend entry is a 44 px button: the keyboard's way to pick a slice (DESIGN "Look and feel"). */
const Entry = styled.button`
  display: inline-flex;
  max-width: 100%;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 4px 12px;
  border: 1px solid transparent;
  border-radius: 999px;
  background: none;
  color: inherit;
  font: inherit;
  font-size: 0.9375rem;
  text-align: left;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  /* Picked: a border and bold text, not a colour alone. */
  &[aria-pressed='true'] {
    border-color: var(--q-primary, #0b5cad);
    font-weight: 600;
  }
  ${focusRing}
`;

/**
 * The donut's legend in HTML (echarts.ts loads no legend component): one toggle button per
 * entry, pressed while its slice is picked.
 */
export function DonutLegend({
  slices,
  active,
  onPick,
}: {
  slices: readonly Slice[];
  active: number | null;
  onPick: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <List aria-label={t('widgets.amountsDonut.legend')}>
      {slices.map((slice, index) => (
        <li key={index}>
          <Entry
            type="button"
            aria-pressed={active === index}
            onClick={() => {
              onPick(index);
            }}
          >
            <Swatch $color={slice.colour} aria-hidden="true" />
            <span>{withWholeCodes(slice.label)}</span>
          </Entry>
        </li>
      ))}
    </List>
  );
}
