import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { cardSurface } from '../../src/engine/render/index.ts';
import { focusRing } from '../../src/ui/buttons.ts';
import { primaryPill } from '../../src/ui/tiles.ts';

export const Muted = styled.p`
  margin: 0;
  color: var(--q-text-muted, #52606d);
`;

/** What is due: the amount large, in tabular figures, first thing the eye meets (DESIGN). */
export const Due = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  padding-top: 16px;
  border-top: 1px solid var(--q-muted, #e6eaee);
`;

export const DueFigures = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  & > strong {
    font-size: 1.75rem;
    line-height: 1.2;
    font-variant-numeric: tabular-nums;
  }
`;

export const PillLink = styled(Link)`
  ${primaryPill}
  padding: 0 20px;
  @media (max-width: 599px) {
    width: 100%;
  }
`;

export const TextLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: var(--q-primary, #0b5cad);
  font-weight: 600;
  text-underline-offset: 3px;
  ${focusRing}
`;

export const StatusLine = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
`;

export const OpenBill = styled.a`
  ${primaryPill}
  gap: 8px;
  align-self: flex-start;
  padding: 0 20px;
`;

export const Retry = styled.button`
  min-height: 44px;
  padding: 0 20px;
  align-self: flex-start;
  border-radius: 999px;
  border: 1px solid var(--q-primary, #0b5cad);
  color: var(--q-primary, #0b5cad);
  background: var(--q-surface, #fff);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${focusRing}
`;

const shimmer = css`
  border-radius: 8px;
  background: var(--q-muted, #e6eaee);
`;

/** A placeholder of the final size while the figures load, so nothing jumps. */
export const Bone = styled.div<{ $height: number }>`
  ${shimmer}
  height: ${(p) => p.$height}px;
`;

/** A figure's tile: the whole card is the link to its page, a 44 px+ target. */
export const Tile = styled(Link)`
  ${cardSurface}
  flex-direction: row;
  align-items: center;
  gap: 12px;
  min-height: 72px;
  color: var(--q-text, #1f2933);
  text-decoration: none;
  & > strong {
    font-size: 1.75rem;
    line-height: 1;
    font-variant-numeric: tabular-nums;
  }
  & > span:last-of-type {
    flex: 1;
    min-width: 0;
    font-weight: 500;
  }
  &:hover > span:last-of-type {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  ${focusRing}
`;

export const TileBone = styled.div`
  ${cardSurface}
  min-height: 72px;
  ${shimmer}
`;
