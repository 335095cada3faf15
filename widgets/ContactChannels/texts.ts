import type { UseTranslationResponse } from 'react-i18next';
import { useTranslationWith } from '../../src/i18n/fallbackTexts.ts';
import italian from '../../src/i18n/area-profile/it.json' with { type: 'json' };

/** The area profile's texts (src/i18n/area-profile/), with their Italian as the fallback. */
export function useProfileTexts(): UseTranslationResponse<'translation', undefined> {
  return useTranslationWith(italian);
}
