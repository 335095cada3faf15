import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { numberLocale } from '../../../domain/amounts.ts';
import { useBill } from '../../../state/bill.ts';
import { FramedCard } from '../../FramedCard.tsx';
import { amountSlices, shareText, type Slice } from '../../../domain/amountSlices.ts';
import { Swatch } from '../ChartParts.tsx';
import { withWholeCodes } from '../../codes.tsx';
import { DoughnutLayout } from '../DoughnutLayout.ts';
import { DonutRing } from '../ring/DonutRing.tsx';
import { euro } from '../labels.ts';
import { stackedRows, Table } from '../../table.ts';

/** The AmountsChart widget's props (its props.schema.json); the widget passes them on. */
export interface AmountsChartProps {
  titleKey?: string;
  framed?: boolean;
}

/**
 * The legend fits any width (issue 30: 350 px in a 334 px box on a phone, long labels and
 * amounts side by side). Under 480 px of its container each row is two lines: the item, then
 * its amount and share; an amount too long for the line wraps rather than widening the table.
 * Its elements carry their table roles, as a `StackingTable`'s do, since the display changes.
 */
const LegendTable = styled(Table)`
  & tbody th > span {
    display: inline-flex;
    align-items: baseline;
    gap: 8px;
    min-width: 0;
  }
  @container (max-width: 479.98px) {
    ${stackedRows('8px')}
    & tbody th {
      grid-column: 1 / -1;
    }
    & tbody td[data-numeric] {
      min-width: 0;
      white-space: normal;
      overflow-wrap: anywhere;
    }
  }
`;

/**
 * Spec §2 "an optional pie chart" of the amounts summary, §9 "doughnut for amounts summary":
 * `grafico_importi` as a ring, shown only when `showsAmountsChart(doc)` (§5). Its legend is a
 * table of every item with its amount and share, the chart's text alternative in plain sight.
 */
export function AmountsChart({ titleKey, framed = true }: AmountsChartProps) {
  const { t } = useTranslation();
  const doc = useBill((state) => state.doc);
  const slices = amountSlices(doc);
  if (slices.length === 0) return null;
  const title = t(titleKey ?? 'widgets.amountsChart.title');
  return (
    <FramedCard framed={framed} title={title}>
      <AmountsRing slices={slices} />
    </FramedCard>
  );
}

function AmountsRing({ slices }: { slices: Slice[] }) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const captionId = useId();
  const share = (slice: Slice) => shareText(slice, numberLocale(language));
  const items = slices.map(
    (slice) => `${slice.label} ${euro(slice.value, language)} (${share(slice)})`,
  );
  return (
    <DoughnutLayout>
      <div>
        <DonutRing
          slices={slices}
          label={t('widgets.amountsChart.chartLabel', { items: items.join('; ') })}
          language={language}
        />
        <LegendTable role="table" aria-labelledby={captionId}>
          <caption id={captionId} className="visually-hidden">
            {t('widgets.amountsChart.tableCaption')}
          </caption>
          <thead>
            <tr role="row">
              <th role="columnheader" scope="col">
                {t('widgets.amountsChart.item')}
              </th>
              <th role="columnheader" scope="col" data-numeric="">
                {t('widgets.amountsChart.amount')}
              </th>
              <th role="columnheader" scope="col" data-numeric="">
                {t('widgets.amountsChart.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {slices.map((slice, index) => (
              <tr role="row" key={index}>
                <th role="rowheader" scope="row">
                  <span>
                    <Swatch $color={slice.colour} aria-hidden="true" />
                    <span>{withWholeCodes(slice.label)}</span>
                  </span>
                </th>
                <td role="cell" data-numeric="">
                  {euro(slice.value, language)}
                </td>
                <td role="cell" data-numeric="">
                  {share(slice)}
                </td>
              </tr>
            ))}
          </tbody>
        </LegendTable>
      </div>
    </DoughnutLayout>
  );
}
