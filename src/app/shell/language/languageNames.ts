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
 * The portal's own languages (src/i18n/*.json) named as `Intl.DisplayNames` names them (a test
 * checks they agree): making a DisplayNames loads that locale's ICU data, 15–20 ms each on a
 * fresh page, and the selector names five on every bill's first render (issue 31).
 */
export const shippedNames: Readonly<Record<string, string>> = {
  it: 'Italiano',
  en: 'English',
  de: 'Deutsch',
  'zh-CN': '中文（中国）',
};

const named = new Map<string, string>();

/**
 * A language named in its own language (`Deutsch`, `English`, `Italiano`, `中文（中国）`), as
 * customers look for their own; first letter capitalised by that language's rules, since
 * Italian writes its name in lower case in running text. The code itself when the runtime
 * cannot name it. A host's further language is asked of Intl once.
 */
export function ownName(locale: string): string {
  const known = shippedNames[locale] ?? named.get(locale);
  if (known !== undefined) return known;
  const name = displayName(locale);
  named.set(locale, name);
  return name;
}

export function displayName(locale: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
  } catch {
    name = undefined;
  }
  if (name === undefined || name === '') return locale;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
