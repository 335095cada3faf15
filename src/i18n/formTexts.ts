import type { UseTranslationResponse } from 'react-i18next';
import { useTranslationWith } from './fallbackTexts.ts';
import italian from './forms/it.json' with { type: 'json' };

/**
 * `useTranslation` for the forms and their reminders (issue 16), with their own Italian texts
 * (`src/i18n/forms/`) as the fallback, brought by the widgets that show them (decision 199).
 */
export function useFormTranslation(): UseTranslationResponse<'translation', undefined> {
  return useTranslationWith(italian);
}
