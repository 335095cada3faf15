import styled from 'styled-components';
import { cardSurface } from '../engine/render/index.ts';

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

/**
 * Label/value lines: the label muted, the value in tabular figures, long values wrap. A value
 * stays beside its label whenever it fits there on one line with the label wrapped between its
 * words (issue 13: "Periodo di consumo" dropped its dates to a second line on a phone); only a
 * value that would not fit even so moves under the label. The label's narrowest size (its
 * longest word) is what the line break weighs, then it takes the room the value leaves.
 */
export const ValueList = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  & > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: 12px;
    row-gap: 2px;
    min-width: 0;
  }
  & dt {
    flex-grow: 1;
    flex-basis: 0;
    min-width: min-content;
    /* Between words: the card's anywhere would make its narrowest size one letter. */
    overflow-wrap: break-word;
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
