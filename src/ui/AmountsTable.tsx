import { useId } from 'react';
import styled from 'styled-components';
import type { Term } from '../domain/glossaryTerms.ts';
import { withWholeCodes } from './codes.tsx';
import { ExplainButton } from './explain/ExplainButton.tsx';
import { Figure, Table, TableScroll } from './table.ts';

/**
 * A row of an amounts table: its item, then one text per numeric column; with a `term`, the
 * item has a button that explains it in plain words (issue 32, `termForLabel`).
 */
export interface AmountsRow {
  label: string;
  values: readonly string[];
  term?: Term | null;
}

/**
 * The shared table (long item names and amounts wrap on a phone instead of scrolling), with a
 * shown caption set like a heading, and the total row set apart by a gap and weight.
 */
const Amounts = styled(Table)<{ $bigTotal: boolean }>`
  & caption:not(.visually-hidden) {
    text-align: left;
    font-weight: 600;
    padding-bottom: 8px;
  }
  & tfoot th,
  & tfoot td {
    border-bottom: 0;
    padding-top: 12px;
    font-weight: 700;
  }
  ${({ $bigTotal }) =>
    $bigTotal
      ? `& tfoot td {
    font-size: 1.25rem;
  }`
      : `& tfoot th {
    text-align: right;
  }`}
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

/**
 * A table of amounts (the costs card, the payment card's summary and VAT tables, the donut's
 * text alternative): items as row headers, amounts right-aligned in tabular figures, an
 * optional total row. It scrolls inside its card as a region named by its caption, focusable
 * so a keyboard can scroll it; with `scrolls={false}` (a table only visually hidden) it is a
 * plain named block that takes no tab stop (axe: scrollable-region-focusable).
 */
export function AmountsTable({
  caption,
  captionHidden = false,
  columns,
  rows,
  total = null,
  bigTotal = false,
  current = null,
  scrolls = true,
}: {
  /** Names the table and its scrolling region. */
  caption: string;
  /** Only for screen readers, where the card's title already says it. */
  captionHidden?: boolean;
  /** The column headings: the items' first, then one per value of a row. */
  columns: readonly [string, ...string[]];
  rows: readonly AmountsRow[];
  total?: AmountsRow | null;
  /** The total as the card's answer: its label at the start, its amount large; otherwise the
   * label sits right-aligned beside the amount. */
  bigTotal?: boolean;
  /** The index of the row picked elsewhere (the donut's slice), marked `aria-current`. */
  current?: number | null;
  scrolls?: boolean;
}) {
  const captionId = useId();
  const [itemHeading, ...valueHeadings] = columns;
  const Scroll = scrolls ? TableScroll : 'div';
  return (
    <Scroll role="region" aria-labelledby={captionId} {...(scrolls ? { tabIndex: 0 } : {})}>
      <Amounts $bigTotal={bigTotal}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : undefined}>
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{itemHeading}</th>
            {valueHeadings.map((heading, index) => (
              <th key={index} scope="col" data-numeric="">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <Row key={index} row={row} current={current === index} />
          ))}
        </tbody>
        {total !== null && (
          <tfoot>
            <Row row={total} current={false} />
          </tfoot>
        )}
      </Amounts>
    </Scroll>
  );
}

function Row({ row, current }: { row: AmountsRow; current: boolean }) {
  return (
    <tr aria-current={current ? 'true' : undefined}>
      <th scope="row">
        {withWholeCodes(row.label)}
        {row.term && <ExplainButton term={row.term} label={row.label} />}
      </th>
      {row.values.map((value, index) => (
        <td key={index} data-numeric="">
          <Figure>{value}</Figure>
        </td>
      ))}
    </tr>
  );
}
