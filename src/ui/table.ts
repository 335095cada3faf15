import styled, { css } from 'styled-components';
import { visuallyHidden } from './visuallyHidden.ts';
import { focusRing } from './buttons.ts';

/**
 * A table that never pushes the page wider (DESIGN "Look and feel": readable on a 390 px
 * phone): it scrolls inside its card. The scroller is focusable so a keyboard can scroll it.
 */
export const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  border-radius: 4px;
  ${focusRing}
`;

/**
 * The box of a `StackingTable`: a size container, so the table can stack its rows when its
 * card is narrow instead of scrolling.
 */
export const TableBox = styled.div`
  container-type: inline-size;
  min-width: 0;
`;

/**
 * Rows on the 8 px grid; numbers right-aligned in tabular figures; the caption hidden visually.
 * A table never grows wider than its card (issue 13): text wraps, anywhere if it must, so the
 * automatic layout can always fit the columns; a supplier's text in a numeric cell goes in a
 * `Figure`.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  & caption.visually-hidden {
    ${visuallyHidden}
  }
  & th,
  & td {
    padding: 8px;
    text-align: left;
    vertical-align: top;
    white-space: normal;
    overflow-wrap: anywhere;
    border-bottom: 1px solid var(--q-muted, #e6eaee);
  }
  & th:first-child,
  & td:first-child {
    padding-left: 0;
  }
  & th:last-child,
  & td:last-child {
    padding-right: 0;
  }
  & thead th {
    font-size: 0.875rem;
    font-weight: 600;
    color: var(--q-text-muted, #52606d);
  }
  & tbody th {
    font-weight: 500;
  }
  & [data-numeric] {
    text-align: right;
  }
  /* A figure the page computed (an amount, a quantity) is short: it never breaks. */
  & td[data-numeric] {
    white-space: nowrap;
  }
  & tbody td[data-numeric] {
    font-weight: 600;
  }
`;

/**
 * Under 480 px of its container, each row of a `Table` as a small grid: the header row out of
 * sight but still read, the row header and the amount side by side, separated by `padding`
 * above and below. Goes inside the table's own container query, with its own placements.
 */
export const stackedRows = (padding: string) => css`
  & thead tr {
    ${visuallyHidden}
  }
  & tbody tr {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 4px 16px;
    padding: ${padding} 0;
    border-bottom: 1px solid var(--q-muted, #e6eaee);
  }
  & tbody th,
  & tbody td {
    display: block;
    padding: 0;
    border: 0;
  }
`;

/**
 * A `Table` inside a `TableBox` that, under 480 px, turns each row into a small block: the
 * row header and the amount on the first line, the other cells below with their column's
 * name (`data-label`). Its elements should carry their table roles explicitly, because some
 * browsers drop a table's semantics once its display changes.
 */
export const StackingTable = styled(Table)`
  & tbody th {
    font-weight: 600;
    white-space: normal;
    overflow-wrap: anywhere;
  }

  @container (max-width: 479.98px) {
    ${stackedRows('12px')}
    & tbody td[data-label]:not([data-numeric]) {
      grid-column: 1 / -1;
      font-size: 0.9375rem;
      color: var(--q-text-muted, #52606d);
      white-space: normal;
    }
    & tbody td[data-label]:not([data-numeric])::before {
      content: attr(data-label) ': ';
    }
    & tbody td[data-numeric] {
      grid-row: 1;
      grid-column: 2;
    }
  }
`;

/**
 * A supplier's text in a numeric cell (an amount as the document writes it). As wide as its
 * text up to 10em, so an ordinary amount stays on one line and keeps its column just wide
 * enough; a longer text (issue 13: a 70-character unbroken amount) wraps, anywhere if it must,
 * inside those 10em instead of widening the table past its card and pushing every other
 * amount off a phone's screen. `width: max-content` capped by `max-width` is what the table's
 * automatic layout reads as the cell's narrowest and widest size.
 */
export const Figure = styled.span`
  display: inline-block;
  width: max-content;
  max-width: 10em;
  white-space: normal;
  overflow-wrap: anywhere;
`;
