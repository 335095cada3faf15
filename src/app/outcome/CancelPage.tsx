import { Cancelled } from './Cancelled.tsx';
import { Failed } from './Failed.tsx';
import { isRefused, type Provider } from './loadOutcome.ts';
import { OutcomeShell } from './OutcomeShell.tsx';

/**
 * `/{provider}Annullo?id=…` (spec §2): the cancellation page of either card provider. The
 * second provider sends a refusal here too, with `esito=KO`: that shows the failure, as the
 * first provider's outcome page does (project decision 97). Neither posts anything.
 */
export default function CancelPage({ provider }: { provider: Provider }) {
  return (
    <OutcomeShell provider={provider}>
      {({ id, query }) =>
        provider === 'worldline' && isRefused(query.get('esito')) ? (
          <Failed id={id} />
        ) : (
          <Cancelled id={id} />
        )
      }
    </OutcomeShell>
  );
}
