import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { noticeCard } from '../../ui/notice.ts';

const Box = styled.div`
  ${noticeCard}
  padding: 16px;
  & h2 {
    margin: 0 0 8px;
    font-size: 1.125rem;
  }
  & p {
    margin: 0 0 12px;
  }
`;

/**
 * Whether a widget failed because its script did not arrive (spec §8 "Script chunk load
 * failure"): the portal's own ChunkLoadError (src/app/chunks.ts), or the browser's refusal
 * of a dynamic import (`React.lazy` in a widget's index).
 */
export function isChunkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|preload/i.test(error.message)
  );
}

/**
 * Spec §8's message where a widget's chunk did not arrive (issue 30: the page stayed blank),
 * with a retry. A widget's `React.lazy` keeps its failed import for the page's life, so the
 * retry loads the page again (decision 511): the widget never showed, nothing of it is lost.
 */
export function ChunkFailed({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert">
      <h2>{t('routes.unavailable.title')}</h2>
      <p>{t('routes.unavailable.text')}</p>
      <button
        type="button"
        onClick={
          onRetry ??
          (() => {
            window.location.reload();
          })
        }
      >
        {t('routes.retry')}
      </button>
    </Box>
  );
}
