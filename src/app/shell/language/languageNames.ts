/**
 * Spec §1 "Language flags: en maps to gb, zh-CN to cn": a locale's region when it has one
 * (zh-CN → cn), else its language, with English under the British flag.
 */
export function flagOf(locale: string): string {
  const [language = '', region] = locale.split('-');
  if (region !== undefined && /^[A-Z]{2}$/.test(region)) return region.toLowerCase();
  return language === 'en' ? 'gb' : language;
}

/** The flags the portal ships (public/flags/): a locale without one shows its name alone. */
export const shippedFlags: ReadonlySet<string> = new Set(['it', 'gb', 'de', 'cn']);

/**
 * A language named in its own language (`Deutsch`, `English`, `Italiano`, `中文（中国）`), as
 * customers look for their own; first letter capitalised by that language's rules, since
 * Italian writes its name in lower case in running text. The code itself when the runtime
 * cannot name it.
 */
export function ownName(locale: string): string {
  // Made once per locale: Intl's name tables are costly to open, and the server's render of
  // every bill named every language anew (ADR 0056, session 2).
  let known = ownNames.get(locale);
  if (known === undefined) ownNames.set(locale, (known = nameInItself(locale)));
  return known;
}

const ownNames = new Map<string, string>();

function nameInItself(locale: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
  } catch {
    name = undefined;
  }
  if (name === undefined || name === '') return locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
