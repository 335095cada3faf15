import styled, { keyframes } from 'styled-components';

/*
 * The shimmer moves a highlight across each block with `transform`, which the compositor
 * animates on its own. It animated `background-position` before: a style recalculation and a
 * repaint on the main thread at every frame for as long as a chart waited below the screen
 * (60 a second, ~12 % of a phone's main thread, and Lighthouse's trace never went quiet).
 */
const shimmer = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(100%); }
`;

const Block = styled.div<{ $height: number }>`
  position: relative;
  overflow: hidden;
  height: ${({ $height }) => $height}px;
  border-radius: 8px;
  background: #eef1f4;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      90deg,
      transparent 0%,
      rgb(255 255 255 / 45%) 50%,
      transparent 100%
    );
    transform: translateX(-100%);
    animation: ${shimmer} 1.2s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
`;

const Card = styled.div<{ $framed: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: ${({ $framed }) => ($framed ? '16px' : '0')};
  border-radius: var(--q-radius, 12px);
  background: ${({ $framed }) => ($framed ? 'var(--q-surface, #fff)' : 'none')};
`;

/**
 * The place of a chart widget while its chunk loads (DESIGN: skeletons of the final size):
 * one block per part, each as tall as the part it stands for. Light on purpose: it is in the
 * bill route's initial JavaScript, the chart is not.
 */
export function ChartSkeleton({
  parts,
  framed = true,
}: {
  parts: readonly number[];
  framed?: boolean;
}) {
  return (
    <Card $framed={framed} aria-hidden="true" data-testid="chart-skeleton">
      {parts.map((height, index) => (
        <Block key={index} $height={height} />
      ))}
    </Card>
  );
}
