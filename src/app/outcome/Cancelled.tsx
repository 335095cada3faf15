import { useTranslation } from 'react-i18next';
import { OutcomeView } from './OutcomeView.tsx';

/**
 * Spec §2 "Cancelled-payment page (both providers)": title, a message and "TORNA ALLA
 * BOLLETTA". The cancel return carries no MAC and proves nothing, so nothing is posted.
 */
export function Cancelled({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <OutcomeView tone="cancelled" title={t('outcome.cancelled.title')} id={id}>
      <p>{t('outcome.cancelled.text')}</p>
    </OutcomeView>
  );
}
