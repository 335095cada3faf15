import type { Template } from '../../../engine/index.ts';

/**
 * Spec §2 "Layout selection": "The cookie banner is omitted on templates 3, 3Dt and the first
 * provider's landing page". Decision 224 as amended by decision 475: a template is template 3
 * (or 3Dt) by what it draws, not by its name: its `layout` (the template whose `root` it keeps)
 * is `bi3`. So `bi3`, `bi3dt`, `bi3-beta` and a supplier's overlay of any of them (the guide's
 * `acme`) omit it, and t1, t2, bi1, bi2, bi4 and bi6, which extend bi3 for its module map but
 * draw their own root, show it. Undefined while the template is not known: no banner yet.
 */
export function templateOmitsCookieBanner(
  template: Pick<Template, 'layout'> | null | undefined,
): boolean {
  return template?.layout === 'bi3';
}
