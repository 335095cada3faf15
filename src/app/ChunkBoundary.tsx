import { Component, type ReactNode } from 'react';
import { retryChunks } from './chunks.ts';
import { RetryPage } from './ErrorPage.tsx';

interface Props {
  children: ReactNode;
  /** The shell's pieces fail quietly: a page without its footer beats no page. */
  quiet?: boolean;
}

/**
 * Catches what a route or a piece of the shell throws, above all a chunk that did not arrive
 * (spec §8 ChunkLoadError): a route shows the message with a retry that really imports again
 * (`retryChunks`) instead of a blank page; a piece of the shell shows nothing until the page's
 * next address. A few lines of its own rather than react-error-boundary, which would add its
 * weight to the bill route's initial JavaScript (ADR 0025).
 */
export class ChunkBoundary extends Component<Props, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  retry = () => {
    retryChunks();
    this.setState({ error: undefined });
  };

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (this.props.quiet) return null;
    return <RetryPage onRetry={this.retry} />;
  }
}
