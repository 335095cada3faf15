import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Failed } from './Failed.tsx';
import { isOk, outcomeRecord } from './loadOutcome.ts';
import { ProviderReturnPage, type OutcomeContext } from './OutcomeShell.tsx';
import { useRecordedPayment } from './recordedPayment.ts';
import { OutcomeView } from './OutcomeView.tsx';

/**
 * `/nexiEsito?id=…&annullo=…&esito=…` (spec §2, §4 "Payment outcome"): the first card
 * provider's return. `annullo` = 1 is the cancellation page. This is the first provider's
 * landing page, which spec §2 leaves without the cookie banner, in both its views (decision 225);
 * the shell omits it by the address, as on `/nexiAnnullo` (decision 557).
 */
export default function FirstProviderOutcomePage() {
  return <ProviderReturnPage provider="nexi" outcome={FirstProviderOutcome} />;
}

/**
 * `esito` OK (any case) shows the success text and posts the outcome record to
 * `segna_pagamento`; whether the bill is now paid is the server's word, from the MAC it checks
 * (project decision 91). Anything else shows the failure text and posts nothing.
 */
export function FirstProviderOutcome({ host, id, query }: OutcomeContext) {
  const { t } = useTranslation();
  const ok = isOk(query.get('esito'));
  const record = useMemo(() => (ok ? outcomeRecord(query) : undefined), [ok, query]);
  const recorded = useRecordedPayment(host.supplier, id, record);
  useEffect(() => {
    if (ok) return;
    // Spec §4: a refusal is only logged.
    console.info('[quadro] the card payment was not authorised', {
      esito: query.get('esito'),
      codiceEsito: query.get('codiceEsito'),
      messaggio: query.get('messaggio'),
    });
  }, [ok, query]);

  if (!ok) return <Failed id={id} />;
  return (
    <OutcomeView tone="success" title={t('outcome.success.title')} id={id}>
      <p>{t('outcome.success.text')}</p>
      <p role="status" aria-busy={recorded === 'checking'} data-recorded={recorded}>
        {t(`outcome.recorded.${recorded}`)}
      </p>
    </OutcomeView>
  );
}
