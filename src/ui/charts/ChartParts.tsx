import styled from 'styled-components';

/** The body of a chart widget: its parts on the 8 px grid. */
export const ChartStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

/** A heading over one chart, with its period beside it in muted text. */
export const ChartHeading = styled.h3`
  margin: 0;
  font-size: 1rem;
  line-height: 1.4;
  display: flex;
  flex-wrap: wrap;
  column-gap: 8px;
  & > span {
    font-weight: 400;
    color: var(--q-text-muted, #52606d);
  }
`;

/** A sentence about the chart (the year-over-year change): text, never colour alone. */
export const ChartNote = styled.p`
  margin: 0;
  line-height: 1.5;
`;

/** Keys of the chart's colours and patterns, in HTML so every reader can read them. */
export const LegendList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  font-size: 0.875rem;
  & > li {
    display: inline-flex;
    align-items: center;
    gap: 8px;
  }
`;

/** A legend key: the colour, with the diagonal stripes of estimated months when `$striped`. */
export const Swatch = styled.span<{ $color: string; $striped?: boolean }>`
  flex: none;
  width: 16px;
  height: 12px;
  border-radius: 2px;
  background-color: ${({ $color }) => $color};
  background-image: ${({ $striped }) =>
    $striped
      ? 'repeating-linear-gradient(-45deg, rgb(255 255 255 / 75%) 0 2px, transparent 2px 5px)'
      : 'none'};
`;

/**
 * The numbers of the chart as a table, behind a disclosure that a keyboard and a screen
 * reader reach like any other (DESIGN: charts carry a text alternative).
 */
export const DataDetails = styled.details`
  & > summary {
    display: flex;
    align-items: center;
    min-height: 44px;
    cursor: pointer;
    color: var(--q-primary, #0b5cad);
    font-weight: 500;
  }
  & > summary:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: 2px;
    border-radius: 4px;
  }
  & caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 8px;
  }
`;

/** Muted text for a chart with nothing to draw. */
export const ChartEmpty = styled.p`
  margin: 0;
  color: var(--q-text-muted, #52606d);
`;
