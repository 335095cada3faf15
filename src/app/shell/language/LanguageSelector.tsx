/** Placeholder until the languages work lands (issue 17): the host's locales, a selector. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a placeholder, replaced in issue 17
export function LanguageSelector(_props: { locales: readonly string[] }) {
  return null;
}
