import { css } from 'styled-components';

/**
 * The card of a message that stands where content should be (an error page, a widget whose
 * script did not arrive, spec §8): the card's surface, muted text, and its one action as the
 * host's filled pill. Callers add size, spacing and their heading.
 */
export const noticeCard = css`
  border-radius: var(--q-radius, 12px);
  background: var(--q-surface, #fff);
  box-shadow: 0 1px 3px rgb(16 24 40 / 10%);
  & p {
    line-height: 1.5;
    color: var(--q-text-muted, #52606d);
  }
  & button {
    min-height: 44px;
    padding: 0 20px;
    border-radius: 999px;
    border: 0;
    background: var(--q-primary, #0b5cad);
    color: var(--q-on-primary, #fff);
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;
