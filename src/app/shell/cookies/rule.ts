/**
 * Spec §2 "Layout selection": "The cookie banner is omitted on templates 3, 3Dt and the first
 * provider's landing page". Templates 3 and 3Dt are a family by name (decision 224): `bi3`,
 * `bi3dt` and their supplier variants `bi3-<supplier>` / `bi3dt-<supplier>`. Not a property
 * carried through `extends`: t1, t2 and bi1, bi2, bi4, bi6 extend bi3 for its module map and
 * are other templates, which show the banner.
 */
export function templateOmitsCookieBanner(templateName: string | undefined): boolean {
  return templateName !== undefined && /^bi3(dt)?(-|$)/.test(templateName);
}
