import styled, { css } from 'styled-components';

/**
 * The layout primitives' styling. Values come from CSS custom properties set by the host's
 * theme (DESIGN "Look and feel": an 8 px grid, cards, phone first), with calm defaults.
 */
export const StackBox = styled.div<{ $gap: number }>`
  display: flex;
  flex-direction: column;
  gap: ${(p) => p.$gap * 8}px;
  min-width: 0;
`;

export const ColumnsBox = styled.div<{ $gap: number }>`
  display: grid;
  grid-template-columns: repeat(12, minmax(0, 1fr));
  gap: ${(p) => p.$gap * 8}px;
  align-items: start;
`;

export const ColumnBox = styled.div<{ $span: number }>`
  grid-column: span ${(p) => p.$span};
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

/**
 * The card surface: the `card` node's and every widget that is a card itself
 * (src/ui/card.ts), so a theme changes both at once.
 */
export const cardSurface = css`
  background: var(--q-surface, #fff);
  color: var(--q-text, #1f2933);
  border-radius: var(--q-radius, 12px);
  box-shadow:
    0 1px 2px rgb(16 24 40 / 6%),
    0 1px 3px rgb(16 24 40 / 10%);
  padding: 16px;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export const CardBox = styled.section`
  ${cardSurface}
  gap: 12px;
  /* Issue 13: a long unbroken text (an index value, an address) wraps inside the card,
     anywhere if it must, instead of widening it past a phone's screen; as WidgetCard does. */
  overflow-wrap: anywhere;

  & > h2 {
    margin: 0;
    font-size: 1.125rem;
    line-height: 1.4;
  }
`;
