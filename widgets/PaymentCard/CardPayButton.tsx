import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillDocument } from '../../schemas/types/bill-document.gen.ts';
import { dataText } from '../../src/domain/flags.ts';
import { startFirstProvider, type StartFailure } from '../../src/payments/firstProvider.ts';
import { startSecondProvider } from '../../src/payments/secondProvider.ts';
import { useHost } from '../../src/state/host.ts';
import { usePaymentEnvironment } from './paymentEnvironment.ts';
import { PaymentErrorDialog, type CardProvider } from './PaymentErrorDialog.tsx';
import { PayControl } from '../../src/ui/buttons.ts';

type State = 'idle' | 'starting' | 'failed';

/**
 * A card provider's pay button (spec §4 "First card provider flow", "Second card provider
 * flow"): busy while the payment starts, then the browser leaves for the provider; a payment
 * that cannot start opens the error dialog of spec §8 and logs why.
 */
export function CardPayButton({
  provider,
  doc,
  primary,
  label,
}: {
  provider: CardProvider;
  doc: BillDocument | undefined;
  primary: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  const environment = usePaymentEnvironment();
  const host = useHost((state) => state.settings);
  const [state, setState] = useState<State>('idle');

  // Back from the provider through the browser's cache: the page is as it was left, busy.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setState('idle');
    };
    window.addEventListener('pageshow', shown);
    return () => {
      window.removeEventListener('pageshow', shown);
    };
  }, []);

  const fail = (failure: StartFailure) => {
    console.warn('[quadro] the card payment did not start', failure);
    setState('failed');
  };

  const start = async () => {
    setState('starting');
    const id = dataText(doc?.crypto);
    if (host === undefined || id === '') {
      fail({ reason: 'not-configured', setting: host === undefined ? 'host settings' : 'crypto' });
      return;
    }
    const common = {
      api: environment.api,
      supplier: host.supplier,
      id,
      location: environment.location(),
    };
    if (provider === 'firstProvider') {
      const number = dataText(doc?.document_number);
      const result = await startFirstProvider({
        ...common,
        serverToServerUrl: host.nexiServerToServerUrl,
        description: number === '' ? '' : t('widgets.paymentCard.paymentDescription', { number }),
      });
      if (result.ok) environment.submitForm(result.action, result.fields);
      else fail(result.failure);
    } else {
      const result = await startSecondProvider({
        ...common,
        serverToServerUrl: host.worldlineServerToServerUrl,
      });
      if (result.ok) environment.assign(result.url);
      else fail(result.failure);
    }
  };

  const starting = state === 'starting';
  return (
    <>
      <PayControl
        type="button"
        $primary={primary}
        data-pay={provider}
        disabled={starting}
        aria-busy={starting}
        onClick={() => {
          void start();
        }}
      >
        {starting ? t('widgets.paymentCard.paymentStarting') : label}
      </PayControl>
      <PaymentErrorDialog
        open={state === 'failed'}
        provider={provider}
        onClose={
          provider === 'firstProvider'
            ? environment.reload
            : () => {
                setState('idle');
              }
        }
      />
    </>
  );
}
