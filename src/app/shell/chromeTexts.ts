import type { UseTranslationResponse } from 'react-i18next';
import { useTranslationWith } from '../../i18n/fallbackTexts.ts';
import italian from '../../i18n/chrome/it.json' with { type: 'json' };

/**
 * `useTranslation` for the shell's pieces (footer, cookie banner, snackbar, menu; issue 17),
 * with their own Italian texts (`src/i18n/chrome/`) as the fallback, brought by the lazy pieces
 * that show them, not by the entry (decision 227).
 */
export function useChromeTranslation(): UseTranslationResponse<'translation', undefined> {
  return useTranslationWith(italian);
}
