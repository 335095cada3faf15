import { createContext } from 'react';
import { api, type Api } from '../../src/api/index.ts';
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

export const browserPayments: PaymentEnvironment = {
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
};

export const PaymentEnvironmentContext = createContext<PaymentEnvironment>(browserPayments);
