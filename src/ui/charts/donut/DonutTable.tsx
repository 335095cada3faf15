import { useTranslation } from 'react-i18next';
import { numberLocale } from '../../../domain/amounts.ts';
import styled from 'styled-components';
import { shareText, type Slice } from '../../../domain/amountSlices.ts';
import { euro } from '../labels.ts';
import { AmountsTable } from '../../AmountsTable.tsx';
import { visuallyHidden } from '../../visuallyHidden.ts';

/**
 * Collapsed, the table is only visually hidden: it stays the chart's text alternative for
 * screen readers (DESIGN: charts carry a text alternative), whatever the button says.
 */
const Detail = styled.div<{ $visible: boolean }>`
  ${({ $visible }) => ($visible ? '' : visuallyHidden)}
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
  const { t, i18n } = useTranslation();
  return (
    <Detail id={id} $visible={visible}>
      <AmountsTable
        caption={t('widgets.amountsDonut.tableCaption')}
        columns={[
          t('widgets.amountsDonut.item'),
          t('widgets.amountsDonut.amount'),
          t('widgets.amountsDonut.share'),
        ]}
        rows={slices.map((slice) => ({
          label: slice.label,
          values: [euro(slice.value, i18n.language), shareText(slice, numberLocale(i18n.language))],
        }))}
        current={active}
        scrolls={visible}
      />
    </Detail>
  );
}
