import { Suspense, useMemo } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import styled from 'styled-components';
import { engineMessages } from '../../diagnostics/messages.ts';
import type { ResolvedWidget } from '../resolve/types.ts';
import { ChunkFailed, isChunkFailure } from './ChunkFailed.tsx';
import { Placeholder } from './Placeholder.tsx';
import { useRegistry } from './registry.tsx';

const DefaultSkeleton = styled.div`
  min-height: 96px;
  border-radius: 12px;
  background: linear-gradient(90deg, #eef1f4 0%, #f6f8fa 50%, #eef1f4 100%);
`;

/**
 * One widget, isolated: its own error boundary (reset when its props change, as in Grafana
 * scenes) and its own Suspense, so a failing or loading widget never blanks the bill.
 */
export function WidgetSlot({ node }: { node: ResolvedWidget }) {
  const registry = useRegistry();
  const entry = Object.hasOwn(registry, node.name) ? registry[node.name] : undefined;
  const resetKeys = useMemo(() => [node.props], [node.props]);
  if (!entry) {
    const known = Object.keys(registry).sort().join(', ');
    return (
      <Placeholder
        nodeKey={node.key}
        code="widget-unknown"
        message={engineMessages['widget-unknown'](node.name, known)}
      />
    );
  }
  const { component: Component, skeleton: Skeleton = DefaultSkeleton } = entry;
  // A chunk that did not arrive is the customer's business (spec §8), not only a developer's.
  const fallback = ({ error }: FallbackProps) =>
    isChunkFailure(error) ? (
      <ChunkFailed />
    ) : (
      <Placeholder
        nodeKey={node.key}
        code="widget-render-failed"
        message={engineMessages['widget-render-failed'](node.name, describe(error))}
      />
    );
  return (
    <ErrorBoundary fallbackRender={fallback} resetKeys={resetKeys}>
      <Suspense fallback={<Skeleton />}>
        <Component {...node.props} />
      </Suspense>
    </ErrorBoundary>
  );
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
