/**
 * Ends the current task, so the browser can paint and answer input before the next step: the
 * page's start (src/main.tsx) runs as several short tasks instead of one long one, which a
 * phone's main thread feels as a freeze and Lighthouse counts as blocking time (issue 31).
 * `scheduler.yield()` where the browser has it (it keeps the page's place in the queue), else
 * a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
