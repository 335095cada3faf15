import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { returnRecord } from './loadOutcome.ts';
import { ProviderReturnPage, type OutcomeContext } from './OutcomeShell.tsx';
import { useRecordedPayment } from './recordedPayment.ts';
import { OutcomeSkeleton } from './OutcomeSkeleton.tsx';
import { OutcomeView } from './OutcomeView.tsx';

/**
 * `/worldlineEsito?id=…&annullo=…` (spec §2 "Success page of the second provider"). `annullo`
 * = 1 is the cancellation page.
 */
export default function SecondProviderOutcomePage() {
  return <ProviderReturnPage provider="worldline" outcome={SecondProviderOutcome} />;
}

/**
 * The browser's return proves nothing: the page asks the server, whose recorded status (from
 * the provider's signed notification) is the truth (issue 6). Paid: the title and the OK
 * message (`esito_ok`); not yet recorded: the payment is being verified (project decision 92),
 * until the server, asked again, has it (decision 100).
 */
export function SecondProviderOutcome({ host, id, query }: OutcomeContext) {
  const { t } = useTranslation();
  const record = useMemo(() => returnRecord(query), [query]);
  const recorded = useRecordedPayment(host.supplier, id, record);
  if (recorded === 'checking') return <OutcomeSkeleton />;
  // A new view (key) when the confirmation arrives while the page is open: its title takes the
  // focus again, so a screen reader says the news.
  if (recorded === 'paid') {
    return (
      <OutcomeView key="paid" tone="success" title={t('outcome.success.title')} id={id}>
        <p>{t('outcome.esito_ok')}</p>
      </OutcomeView>
    );
  }
  return (
    <OutcomeView key="pending" tone="pending" title={t('outcome.pending.title')} id={id}>
      <p>{t('outcome.pending.text')}</p>
    </OutcomeView>
  );
}
