import { useFormTranslation } from '../../src/i18n/formTexts.ts';
import { Note } from './styles.ts';

/**
 * Enter days 0 (spec §4, §8 "no-input text plus memo button"): the reading cannot be entered
 * today; the panel's reminder button, under this text, puts the next windows in the calendar.
 */
export function ClosedWindow() {
  const { t } = useFormTranslation();
  return <Note role="status">{t('forms.selfReading.closed')}</Note>;
}
