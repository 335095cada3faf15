import styled from 'styled-components';

/** Sizes of the card's power charts, shared by the charts and their skeleton (no ECharts here). */

/** One year's chart: twelve month bars in half a card, still readable on a 390 px phone. */
export const CARD_CHART_HEIGHT = 180;

/** A year's heading above its chart. */
export const YEAR_HEADING_HEIGHT = 24;

/** The legend line above the two charts. */
export const LEGEND_HEIGHT = 20;

/**
 * The two years: side by side when the card is wide enough for twelve bars each, stacked
 * below that. A size container, so the charts and their skeleton switch at the same width.
 */
export const YearsGrid = styled.div`
  container-type: inline-size;
  min-width: 0;
  & > div {
    display: grid;
    gap: 16px;
    grid-template-columns: minmax(0, 1fr);
  }
  @container (min-width: 560px) {
    & > div {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;
