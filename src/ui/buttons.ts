import styled, { css } from 'styled-components';

/**
 * The host's focus ring, shared by every control the UI kit and the widgets draw (DESIGN "Look
 * and feel"): one place to change it, and no control drifts by a pixel.
 */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: 2px;
  }
`;

/**
 * A round 44 px button around an icon (a message's or a banner's close): transparent, in the
 * colour around it. Callers add position, colour and states.
 */
export const roundIconButton = css`
  width: 44px;
  height: 44px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  border-radius: 999px;
  background: transparent;
  cursor: pointer;
`;

/**
 * The outlined pill of a secondary action (a dialog's trigger, the PDF download): a 44 px
 * target, the host's primary colour on the card's surface. Callers add layout and states.
 */
export const outlinedPill = css`
  min-height: 44px;
  padding: 0 20px;
  border-radius: 999px;
  border: 1px solid var(--q-primary, #0b5cad);
  color: var(--q-primary, #0b5cad);
  background: var(--q-surface, #fff);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/**
 * The payment card's controls: 44 px targets, the host's focus ring, and one filled (primary)
 * action per card, the first pay button; the others are outlined (DESIGN "Look and feel").
 */
const control = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 8px 20px;
  border-radius: 999px;
  border: 1px solid var(--q-primary, #0b5cad);
  font: inherit;
  font-weight: 600;
  line-height: 1.3;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  max-width: 100%;
  ${focusRing}
  &:disabled {
    cursor: not-allowed;
    color: var(--q-text-muted, #52606d);
    background: var(--q-muted, #e6eaee);
    border-color: var(--q-border, #d0d7de);
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
  @media (max-width: 599px) {
    width: 100%;
  }
`;

export const PayControl = styled.button<{ $primary: boolean }>`
  ${control}
  background: ${(p) => (p.$primary ? 'var(--q-primary, #0b5cad)' : 'var(--q-surface, #fff)')};
  color: ${(p) => (p.$primary ? 'var(--q-on-primary, #fff)' : 'var(--q-primary, #0b5cad)')};
  &:hover:not(:disabled) {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

export { VisuallyHidden } from './visuallyHidden.ts';

/** The toggle of the collapsible summary: a quiet text button with a chevron. */
export const Toggle = styled.button<{ $open: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  padding: 0 4px;
  align-self: flex-start;
  border: 0;
  background: none;
  color: var(--q-primary, #0b5cad);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  & > svg {
    transition: transform 150ms ease;
    transform: rotate(${(p) => (p.$open ? '180deg' : '0deg')});
  }
  &:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: 2px;
    border-radius: 4px;
  }
  @media (prefers-reduced-motion: reduce) {
    & > svg {
      transition: none;
    }
  }
`;
