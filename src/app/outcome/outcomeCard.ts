import { css } from 'styled-components';

/**
 * The box of the outcome card, shared by the card (OutcomeView.tsx) and its skeleton, so the
 * skeleton has the card's final size and nothing jumps when the page arrives.
 */
export const outcomeCardBox = css`
  max-width: 560px;
  margin: 48px auto;
  padding: 32px 24px;
  border-radius: var(--q-radius, 12px);
  background: var(--q-surface, #fff);
`;
