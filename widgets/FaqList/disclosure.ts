import styled from 'styled-components';

/** The questions of a card, one under another, ruled between. */
export const Items = styled.div`
  display: flex;
  flex-direction: column;
  border-top: 1px solid var(--q-muted, #e6eaee);
  & > div {
    border-bottom: 1px solid var(--q-muted, #e6eaee);
  }
  & h3 {
    margin: 0;
    font-size: 1rem;
  }
`;

/** A question: the whole line is the button that opens its answer, a chevron at its end. */
export const QuestionButton = styled.button`
  display: flex;
  align-items: center;
  gap: 16px;
  width: 100%;
  min-height: 56px;
  padding: 8px 4px;
  border: 0;
  background: none;
  color: var(--q-text, #1f2933);
  font: inherit;
  font-weight: 600;
  line-height: 1.4;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--q-focus, #1d4ed8);
    outline-offset: -3px;
    border-radius: 4px;
  }
  & > span {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  &::after {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    margin-right: 8px;
    border-right: 2px solid var(--q-primary, #0b5cad);
    border-bottom: 2px solid var(--q-primary, #0b5cad);
    transform: rotate(45deg);
    transition: transform 150ms ease-out;
  }
  &[aria-expanded='true']::after {
    transform: rotate(-135deg);
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      transition: none;
    }
  }
`;

/** An answer under its question. */
export const Answer = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 0 4px 16px;
  line-height: 1.5;
  & > p {
    margin: 0;
    white-space: pre-line;
  }
  &[hidden] {
    display: none;
  }
`;
