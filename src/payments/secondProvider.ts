import type { Api, SecondPaymentRequest } from '../api/index.ts';
import { notificationUrl, returnPage, type PageLocation } from './addresses.ts';
import type { StartFailure } from './firstProvider.ts';

/** A second-provider payment ready: the provider's checkout page to send the browser to. */
export type SecondProviderStart = { ok: true; url: string } | { ok: false; failure: StartFailure };

/**
 * Spec §4 "Second card provider flow": where the provider returns the customer (the outcome
 * page; the cancellation page, which also shows a refusal) and where it notifies the server.
 * Undefined when the host has no `worldlineServerToServerUrl`: the request needs all three.
 */
export function secondProviderRequest(
  location: PageLocation,
  id: string,
  serverToServerUrl: string | undefined,
): SecondPaymentRequest | undefined {
  const callback = notificationUrl(serverToServerUrl, location, id);
  if (callback === undefined) return undefined;
  return {
    success_url: returnPage(location, '/worldlineEsito', { id }),
    error_url: returnPage(location, '/worldlineAnnullo', { id }),
    callback_url: callback,
  };
}

export interface SecondProviderDeps {
  api: Pick<Api, 'secondPaymentStart'>;
  supplier: string;
  id: string;
  location: PageLocation;
  serverToServerUrl: string | undefined;
}

/** Posts the start request; a URL goes on, "ko" or a failed call is a failure. Never throws. */
export async function startSecondProvider(deps: SecondProviderDeps): Promise<SecondProviderStart> {
  const request = secondProviderRequest(deps.location, deps.id, deps.serverToServerUrl);
  if (request === undefined) {
    return {
      ok: false,
      failure: { reason: 'not-configured', setting: 'worldlineServerToServerUrl' },
    };
  }
  const answer = await deps.api.secondPaymentStart(deps.supplier, deps.id, request);
  if (!answer.ok) {
    return { ok: false, failure: { reason: 'call', call: 'pagamento', failure: answer.failure } };
  }
  if (answer.value === 'ko') return { ok: false, failure: { reason: 'no-payment-data' } };
  return { ok: true, url: answer.value };
}
