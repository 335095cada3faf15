import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

const Block = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  border-radius: 8px;
  background: linear-gradient(90deg, #eef1f4 0%, #f6f8fa 50%, #eef1f4 100%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.2s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
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
