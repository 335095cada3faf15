import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, TableScroll } from '../table.ts';
import { ChartNote, DataDetails, LegendList, Swatch } from './ChartParts.tsx';
import { monthName } from './labels.ts';

/** One key of a chart's legend: its colour, stripes for estimated months, and its name. */
export interface LegendItem {
  key: string;
  color: string;
  name: string;
  striped?: boolean;
}

/** The keys of a chart's colours and patterns, in HTML so every reader can read them. */
export function ChartLegend({ label, items }: { label: string; items: readonly LegendItem[] }) {
  return (
    <LegendList aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <Swatch $color={item.color} $striped={item.striped ?? false} />
          {item.name}
        </li>
      ))}
    </LegendList>
  );
}

/**
 * The year-over-year change in words (spec §2, decision 9), from a widget's catalogue keys
 * `<keys>.less`, `.more` and `.same`. Said only when both years have a total: the rule gives
 * 0 without one, and "as much as last year" would then be untrue.
 */
export function YearOverYearNote({
  keys,
  currentTotal,
  previousTotal,
  percent,
}: {
  keys: string;
  currentTotal: number;
  previousTotal: number;
  percent: number;
}) {
  const { t } = useTranslation();
  if (currentTotal <= 0 || previousTotal <= 0) return null;
  const key = percent > 0 ? 'less' : percent < 0 ? 'more' : 'same';
  return <ChartNote>{t(`${keys}.${key}`, { percent: Math.abs(percent) })}</ChartNote>;
}

/**
 * A chart's numbers as a table behind a disclosure (DESIGN: charts carry a text alternative):
 * `head` is the header row's cells, `children` the body's rows.
 */
export function ChartTable({
  toggle,
  caption,
  head,
  children,
}: {
  toggle: string;
  caption: string;
  head: ReactNode;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <DataDetails>
      <summary>{toggle}</summary>
      <TableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table>
          <caption id={captionId}>{caption}</caption>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{children}</tbody>
        </Table>
      </TableScroll>
    </DataDetails>
  );
}

/**
 * A chart's months as a table (ChartTable): the month and year columns every history chart
 * has, then the chart's own columns, `head` and `cells`. `keys` is the widget's i18n prefix
 * (`<keys>.showTable`, `.tableCaption`, `.month`, `.year`).
 */
export function MonthTable<M extends { month: number | undefined; year: number | undefined }>({
  keys,
  months,
  head,
  cells,
}: {
  keys: string;
  months: readonly M[];
  head: ReactNode;
  cells: (month: M) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ChartTable
      toggle={t(`${keys}.showTable`)}
      caption={t(`${keys}.tableCaption`)}
      head={
        <>
          <th scope="col">{t(`${keys}.month`)}</th>
          <th scope="col">{t(`${keys}.year`)}</th>
          {head}
        </>
      }
    >
      {months.map((month, index) => (
        <tr key={index}>
          <th scope="row">{monthName(month.month, i18n.language, 'long')}</th>
          <td>{month.year ?? ''}</td>
          {cells(month)}
        </tr>
      ))}
    </ChartTable>
  );
}
