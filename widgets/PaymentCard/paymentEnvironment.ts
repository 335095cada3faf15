import { createContext, useContext, useMemo } from 'react';
import { useHandedApi } from '../../src/api/context.ts';
import type { Api } from '../../src/api/index.ts';
import type { PageLocation } from '../../src/payments/addresses.ts';
import { submitHiddenForm } from '../../src/payments/firstProvider.ts';

/**
 * What the card payments do to the world: the calls, where the page is, and the three ways the
 * browser leaves or restarts it. The page uses the browser's; tests and stories give their own,
 * so that no test posts a form, follows a URL or reloads.
 */
export interface PaymentEnvironment {
  api: Pick<Api, 'verify' | 'profile' | 'firstPaymentStart' | 'secondPaymentStart'>;
  location: () => PageLocation;
  /** Posts a hidden form to the provider: the browser navigates. */
  submitForm: (action: string, fields: Record<string, string>) => void;
  /** Sends the browser to the provider's checkout page. */
  assign: (url: string) => void;
  /** Reloads the page (the first provider's error dialog, spec §8). */
  reload: () => void;
}

type PaymentCalls = PaymentEnvironment['api'];

/** The browser's environment over the page's calls. */
export const browserPayments = (api: PaymentCalls): PaymentEnvironment => ({
  api,
  location: () => ({ origin: window.location.origin, hostname: window.location.hostname }),
  submitForm: (action, fields) => {
    submitHiddenForm(document, action, fields);
  },
  assign: (url) => {
    window.location.assign(url);
  },
  reload: () => {
    window.location.reload();
  },
});

const unreachable = () =>
  Promise.resolve({
    ok: false as const,
    failure: { reason: 'network' as const, detail: 'this page has no API client' },
  });

/** A page without an API (a story, a widget test) pays nowhere: every call fails, as offline. */
const offlineCalls: PaymentCalls = {
  verify: unreachable,
  profile: unreachable,
  firstPaymentStart: unreachable,
  secondPaymentStart: unreachable,
};

/** Tests and stories hand their own environment; the page gets the browser's over its API. */
export const PaymentEnvironmentContext = createContext<PaymentEnvironment | null>(null);

export function usePaymentEnvironment(): PaymentEnvironment {
  const handed = useContext(PaymentEnvironmentContext);
  const calls = useHandedApi()?.api ?? offlineCalls;
  return useMemo(() => handed ?? browserPayments(calls), [handed, calls]);
}
