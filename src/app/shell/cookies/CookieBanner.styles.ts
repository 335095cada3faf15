import styled from 'styled-components';
import { focusRing, roundIconButton } from '../../../ui/buttons.ts';

/** A labelled region (landmark) fixed to the bottom of the viewport, above the page. */
export const Panel = styled.section`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 20;
  background: var(--q-surface, #fff);
  color: var(--q-text, #1f2933);
  border-top: 1px solid var(--q-border, #d0d7de);
  box-shadow: 0 -4px 16px rgb(0 0 0 / 12%);
  max-height: 60vh;
  overflow-y: auto;
`;

/** In the page's 1200 px column; the close button in the top right corner. */
export const Inner = styled.div`
  position: relative;
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px 64px 16px 16px;
  display: grid;
  gap: 8px 24px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
  @media (max-width: 599.98px) {
    padding: 12px 56px 12px 12px;
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: 1rem;
  grid-column: 1;
`;

export const Text = styled.p`
  margin: 0;
  font-size: 0.875rem;
  line-height: 1.5;
  grid-column: 1;
  & a {
    color: var(--q-primary, #0b5cad);
    font-weight: 600;
    text-underline-offset: 3px;
  }
  & a:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: 2px;
  }
`;

/** Accept and reject equally prominent (Garante): the same style, size and weight. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  @media (min-width: 900px) {
    grid-column: 2;
    grid-row: 1 / span 2;
  }
  @media (max-width: 599.98px) {
    & > * {
      flex: 1 1 0;
    }
  }
`;

export const Choice = styled.button`
  min-height: 44px;
  min-width: 120px;
  padding: 0 20px;
  border-radius: 999px;
  border: 1px solid var(--q-primary, #0b5cad);
  background: var(--q-primary, #0b5cad);
  color: var(--q-on-primary, #fff);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
`;

export const Close = styled.button`
  ${roundIconButton}
  position: absolute;
  top: 4px;
  right: 4px;
  color: var(--q-text-muted, #52606d);
  &:hover {
    background: var(--q-muted, #e6eaee);
  }
  ${focusRing}
`;
