import styled from 'styled-components';
import { cardSurface } from '../../src/engine/render/index.ts';

/**
 * The look of the engine's `card` node (src/engine/render/layouts.tsx) for widgets that are a
 * card themselves: a calm surface on the 8 px grid, coloured by the host's CSS variables.
 */
export const WidgetCard = styled.section`
  ${cardSurface}
  gap: 16px;
  overflow-wrap: anywhere;
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  line-height: 1.4;
`;

/** Label/value lines: the label muted, the value in tabular figures, long values wrap. */
export const ValueList = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: 16px;
    row-gap: 2px;
    min-width: 0;
  }
  & dt {
    color: var(--q-text-muted, #52606d);
  }
  & dd {
    margin: 0;
    font-weight: 500;
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;

/** A link of a card: underlined, with the host's focus ring and a 44 px tall target. */
export const CardLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: var(--q-primary, #0b5cad);
  font-weight: 500;
  text-underline-offset: 3px;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: 2px;
    border-radius: 4px;
  }
`;
