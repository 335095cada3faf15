import type { i18n } from 'i18next';
import { useTranslation, type UseTranslationResponse } from 'react-i18next';
import italian from '../../i18n/chrome/it.json' with { type: 'json' };

const seeded = new WeakSet<i18n>();

/**
 * `useTranslation` for the shell's pieces (footer, cookie banner, snackbar, menu; issue 17),
 * with their Italian texts as the fallback the bundled catalogue gives every other text. As the
 * forms' texts (decision 199), they are a catalogue file of their own per language
 * (`src/i18n/chrome/`) that the server merges into each host's catalogue, so a host's wording
 * comes first and they are added without overwriting it. They come with the lazy pieces that
 * show them, not with the entry, whose initial JavaScript is at its budget (decision 227).
 */
export function useChromeTranslation(): UseTranslationResponse<'translation', undefined> {
  const response = useTranslation();
  if (!seeded.has(response.i18n)) {
    seeded.add(response.i18n);
    response.i18n.addResourceBundle('it', 'translation', italian, true, false);
  }
  return response;
}
