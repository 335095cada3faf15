import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { shareText, type Slice } from '../shared/charts/amountSlices.ts';
import { euro } from '../shared/charts/labels.ts';
import { Table, TableScroll } from '../shared/table.ts';

/**
 * Collapsed, the table is only visually hidden: it stays the chart's text alternative for
 * screen readers (DESIGN: charts carry a text alternative), whatever the button says.
 */
const Detail = styled.div<{ $visible: boolean }>`
  ${({ $visible }) =>
    $visible
      ? ''
      : `position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;`}
`;

const DetailTable = styled(Table)`
  & caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 8px;
  }
  & tbody th {
    white-space: normal;
  }
  /* The picked row: tinted, bold and marked by a bar, so it is not told by colour alone. */
  & tbody tr[aria-current='true'] > * {
    background: var(--q-muted, #e6eaee);
    font-weight: 700;
  }
  & tbody tr[aria-current='true'] > th {
    box-shadow: inset 4px 0 0 var(--q-primary, #0b5cad);
    padding-left: 12px;
  }
`;

export function DonutTable({
  id,
  slices,
  active,
  visible,
}: {
  id: string;
  slices: readonly Slice[];
  active: number | null;
  visible: boolean;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  // Only the shown table scrolls, and so takes a tab stop (axe: scrollable-region-focusable);
  // the hidden one is a plain block nobody can scroll or focus.
  const Scroll = visible ? TableScroll : 'div';
  return (
    <Detail id={id} $visible={visible}>
      <Scroll role="region" aria-labelledby={captionId} {...(visible ? { tabIndex: 0 } : {})}>
        <DetailTable>
          <caption id={captionId}>{t('widgets.amountsDonut.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('widgets.amountsDonut.item')}</th>
              <th scope="col" data-numeric="">
                {t('widgets.amountsDonut.amount')}
              </th>
              <th scope="col" data-numeric="">
                {t('widgets.amountsDonut.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {slices.map((slice, index) => (
              <tr key={index} aria-current={active === index ? 'true' : undefined}>
                <th scope="row">{slice.label}</th>
                <td data-numeric="">{euro(slice.value)}</td>
                <td data-numeric="">{shareText(slice)}</td>
              </tr>
            ))}
          </tbody>
        </DetailTable>
      </Scroll>
    </Detail>
  );
}
