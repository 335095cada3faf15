import styled from 'styled-components';

/** §9 "legend at bottom at width 900 or less": above it the legend goes beside the ring. */
export const LEGEND_BESIDE_FROM = 900;

/**
 * The ring and its legend: the legend below the ring up to 900 px wide, beside it above (spec
 * §9 "legend at bottom at width 900 or less"). A size container, so the rule follows the
 * card's width, not the window's. Its first child is the grid of ring and legend.
 */
export const DoughnutLayout = styled.div`
  container-type: inline-size;
  min-width: 0;
  & > div {
    display: grid;
    gap: 16px;
    grid-template-columns: minmax(0, 1fr);
    align-items: center;
  }
  @container (min-width: ${LEGEND_BESIDE_FROM + 0.02}px) {
    & > div {
      grid-template-columns: minmax(300px, 1fr) minmax(0, 1fr);
    }
  }
`;
