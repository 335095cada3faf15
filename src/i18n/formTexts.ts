import type { i18n } from 'i18next';
import { useTranslation, type UseTranslationResponse } from 'react-i18next';
import italian from './forms/it.json' with { type: 'json' };

const seeded = new WeakSet<i18n>();

/**
 * `useTranslation` for the forms and their reminders (issue 16), with their Italian texts as
 * the fallback the bundled catalogue gives every other text. Their texts are a catalogue file
 * of their own per language (`src/i18n/forms/`), which the server merges into each host's
 * catalogue like the rest, so a host's catalogue carries them already, with its own wording
 * first: they are added without overwriting anything. They come with the widgets that show
 * them rather than with the entry, so the bill route's initial JavaScript does not grow with
 * them (issue 16, decision 199).
 */
export function useFormTranslation(): UseTranslationResponse<'translation', undefined> {
  const response = useTranslation();
  if (!seeded.has(response.i18n)) {
    seeded.add(response.i18n);
    response.i18n.addResourceBundle('it', 'translation', italian, true, false);
  }
  return response;
}
