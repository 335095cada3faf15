import { onAreaChange } from '../../src/state/area.ts';

/**
 * Calls `read` whenever what the summary counts may have changed outside it (issue 30): the
 * customer comes back to this tab (a bill paid or opened in another tab: the invoice list opens
 * bills in a new one) or to this window, or a widget of this page says it changed the customer's
 * data (a message read, `announceAreaChange`). Returns what stops it.
 */
export function readAgainOnReturn(read: () => void): () => void {
  const visible = () => {
    if (document.visibilityState === 'visible') read();
  };
  document.addEventListener('visibilitychange', visible);
  window.addEventListener('focus', read);
  const stopArea = onAreaChange(read);
  return () => {
    document.removeEventListener('visibilitychange', visible);
    window.removeEventListener('focus', read);
    stopArea();
  };
}
