import styled from 'styled-components';
import { focusRing, outlinedPill } from './buttons.ts';
import { Icon } from './statusIcons.tsx';

/** A quiet notice in the card's text colour: an empty list, a failed call (with its retry). */
export const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  margin: 0;
  color: var(--q-text-muted, #52606d);
  & > p {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
  }
`;

const RetryButton = styled.button`
  ${outlinedPill}
  ${focusRing}
`;

/** A failed call: what did not load, and the button that asks again. */
export function Failure(props: { text: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Notice role="status">
      <p>
        <Icon name="info" />
        {props.text}
      </p>
      <RetryButton type="button" onClick={props.onRetry}>
        {props.retryLabel}
      </RetryButton>
    </Notice>
  );
}

/** A grey bar of a line's height, for a skeleton of the final size. */
export const Bar = styled.span<{ $width: string; $height?: number }>`
  display: block;
  width: ${(p) => p.$width};
  height: ${(p) => p.$height ?? 20}px;
  border-radius: 6px;
  background: linear-gradient(90deg, #eef1f4 0%, #f6f8fa 50%, #eef1f4 100%);
`;
