/**
 * Brings a layout node of the page (the engine marks each with `data-node-id`) into view and
 * moves the focus there, as a skip link would, so keyboard and screen-reader users land where
 * sighted users are taken. Motion respects `prefers-reduced-motion`. False when it is not on
 * the page (another tab shows it, or the template has no such node).
 */
export function scrollToNode(nodeId: string): boolean {
  // A node id is a template name (layout schema `name`); nothing else goes into the selector.
  if (!/^[a-z0-9][a-z0-9_-]*$/.test(nodeId)) return false;
  const target = document.querySelector<HTMLElement>(`[data-node-id="${nodeId}"]`);
  if (!target) return false;
  const reduced =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // jsdom and very old browsers have no scrollIntoView; the focus below still moves.
  if (typeof target.scrollIntoView === 'function') {
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
