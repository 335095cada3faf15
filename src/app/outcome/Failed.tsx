import { useTranslation } from 'react-i18next';
import { OutcomeView } from './OutcomeView.tsx';

/**
 * A payment the provider refused (spec §4 "Payment outcome": the failure text): title, text
 * and the button back to the bill. Nothing is posted: a refusal proves nothing.
 */
export function Failed({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <OutcomeView tone="failure" title={t('outcome.failure.title')} id={id}>
      <p>{t('outcome.failure.text')}</p>
    </OutcomeView>
  );
}
