import { useTranslation } from 'react-i18next';
import { numberLocale } from '../domain/amounts.ts';

/**
 * The Intl locale of the language the page shows (decision 216), for the amount and number
 * rules of src/domain: `it-IT` for Italian, the language itself otherwise. Read from i18next
 * at render, so a new language re-renders every amount, and the server's first view and the
 * hydration that follows it (both in the link's language) write them alike.
 */
export function useNumberLocale(): string {
  const { i18n } = useTranslation();
  return numberLocale(i18n.language);
}
