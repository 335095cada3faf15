import { Cancelled } from './Cancelled.tsx';
import type { Provider } from './loadOutcome.ts';
import { OutcomeShell } from './OutcomeShell.tsx';

/** `/{provider}Annullo?id=…` (spec §2): the cancellation page of either card provider. */
export default function CancelPage({ provider }: { provider: Provider }) {
  return <OutcomeShell provider={provider}>{({ id }) => <Cancelled id={id} />}</OutcomeShell>;
}
