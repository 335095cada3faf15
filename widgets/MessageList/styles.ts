import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { focusRing, roundIconButton } from '../../src/ui/buttons.ts';
import { primaryPill } from '../../src/ui/tiles.ts';

export const Muted = styled.p`
  margin: 0;
  color: var(--q-text-muted, #52606d);
`;

export const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid var(--q-muted, #e6eaee);
  & > li {
    border-bottom: 1px solid var(--q-muted, #e6eaee);
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 4px;
`;

/** The message's header is the disclosure's button: the whole line opens it. */
export const Disclosure = styled.button`
  flex: 1;
  min-width: 0;
  min-height: 44px;
  display: flex;
  align-items: flex-start;
  gap: 8px;
  padding: 12px 4px;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  & > svg {
    margin-top: 2px;
    transition: transform 150ms ease;
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  &:hover [data-subject] {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  ${focusRing}
  @media (prefers-reduced-motion: reduce) {
    & > svg {
      transition: none;
    }
  }
`;

export const Header = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  & > [data-subject] {
    overflow-wrap: anywhere;
  }
  & > [data-meta] {
    font-size: 0.9375rem;
    color: var(--q-text-muted, #52606d);
  }
`;

/** "Nuovo": text beside a dot, never colour alone (DESIGN "Look and feel"). */
export const NewMark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  align-self: flex-start;
  font-size: 0.8125rem;
  font-weight: 700;
  color: var(--q-primary, #0b5cad);
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 999px;
    background: currentColor;
  }
`;

export const Delete = styled.button`
  ${roundIconButton}
  flex: none;
  color: var(--q-text-muted, #52606d);
  &:hover {
    color: var(--q-text, #1f2933);
    background: var(--q-muted, #e6eaee);
  }
  ${focusRing}
`;

export const Body = styled.div`
  padding: 0 4px 16px;
  & > p {
    margin: 0 0 12px;
    line-height: 1.5;
    white-space: pre-line;
  }
  & > p:last-child {
    margin-bottom: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
  margin-top: 24px;
`;

export const Button = styled.button<{ $primary?: boolean }>`
  min-height: 44px;
  padding: 0 20px;
  border-radius: 999px;
  border: 1px solid var(--q-primary, #0b5cad);
  color: ${(p) => (p.$primary ? 'var(--q-on-primary, #fff)' : 'var(--q-primary, #0b5cad)')};
  background: ${(p) => (p.$primary ? 'var(--q-primary, #0b5cad)' : 'var(--q-surface, #fff)')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  align-self: flex-start;
  ${focusRing}
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

export const AllLink = styled(Link)`
  ${primaryPill}
  align-self: flex-start;
  padding: 0 20px;
`;

export const Bone = styled.div`
  height: 64px;
  border-radius: 8px;
  background: var(--q-muted, #e6eaee);
`;
