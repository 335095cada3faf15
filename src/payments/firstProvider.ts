import type { Api, FirstPaymentStart, LoadFailure } from '../api/index.ts';
import { notificationUrl, returnPage, type PageLocation } from './addresses.ts';

/** Why a payment did not start: each opens the same error dialog (spec §8), the reason is logged. */
export type StartFailure =
  | { reason: 'not-payable'; verified: number }
  | { reason: 'no-payment-data' }
  | { reason: 'call'; call: string; failure: LoadFailure }
  | { reason: 'not-configured'; setting: string };

/** A first-provider payment ready to post: the provider's page and the hidden form's fields. */
export type FirstProviderStart =
  | { ok: true; action: string; fields: Record<string, string> }
  | { ok: false; failure: StartFailure };

export interface FirstProviderInput {
  /** The server's signed fields (alias, codTrans, divisa, importo, mac, languageId, …). */
  postData: Record<string, string>;
  location: PageLocation;
  /** The bill's link id (its `crypto`). */
  id: string;
  /** Host setting `nexiServerToServerUrl`. */
  serverToServerUrl: string | undefined;
  /** The profile's `emailFatturazione`, if any. */
  billingEmail: unknown;
  /** The translated description from the document number (`Bolletta n. A2026000101`); '' for none. */
  description: string;
}

/**
 * Spec §4 "Before posting": the server's fields, then `url` (the outcome page, annullo=0),
 * `url_back` (the cancellation, annullo=1), `urlpost` (the server-to-server address, left out
 * when the host has none), `mail` (the billing e-mail, when the profile has one) and
 * `descrizione` (when there is a document number). The page's fields win over a server field
 * of the same name: the return addresses are this portal's to say.
 */
export function firstProviderFields(input: FirstProviderInput): Record<string, string> {
  const { location, id } = input;
  const fields: Record<string, string> = {
    ...input.postData,
    url: returnPage(location, '/nexiEsito', { id, annullo: '0' }),
    url_back: returnPage(location, '/nexiAnnullo', { id, annullo: '1' }),
  };
  const urlpost = notificationUrl(input.serverToServerUrl, location, id);
  if (urlpost !== undefined) fields['urlpost'] = urlpost;
  const mail = typeof input.billingEmail === 'string' ? input.billingEmail.trim() : '';
  if (mail !== '') fields['mail'] = mail;
  if (input.description !== '') fields['descrizione'] = input.description;
  return fields;
}

export interface FirstProviderDeps {
  api: Pick<Api, 'verify' | 'profile' | 'firstPaymentStart'>;
  supplier: string;
  id: string;
  location: PageLocation;
  serverToServerUrl: string | undefined;
  description: string;
}

/**
 * Spec §4 "First card provider flow": verify (must answer 1), then the profile, then the
 * payment data; any other verification, a null `post_data` or `url`, or a failed call is a
 * failure. Never throws.
 */
export async function startFirstProvider(deps: FirstProviderDeps): Promise<FirstProviderStart> {
  const { api, supplier, id } = deps;
  const verified = await api.verify(supplier, id);
  if (!verified.ok) return failed('verifica', verified.failure);
  if (verified.value !== 1) {
    return { ok: false, failure: { reason: 'not-payable', verified: verified.value } };
  }
  const profile = await api.profile(supplier, id);
  if (!profile.ok) return failed('get_profilo', profile.failure);
  const start = await api.firstPaymentStart(supplier, id);
  if (!start.ok) return failed('pagamento', start.failure);
  const { post_data: postData, url } = start.value satisfies FirstPaymentStart;
  if (postData === null || url === null || url.trim() === '') {
    return { ok: false, failure: { reason: 'no-payment-data' } };
  }
  const fields = firstProviderFields({
    postData,
    location: deps.location,
    id,
    serverToServerUrl: deps.serverToServerUrl,
    billingEmail: profile.value.emailFatturazione,
    description: deps.description,
  });
  return { ok: true, action: url, fields };
}

const failed = (call: string, failure: LoadFailure): FirstProviderStart => ({
  ok: false,
  failure: { reason: 'call', call, failure },
});

/**
 * Posts the fields to the provider as a real `<form method="post">` of hidden inputs, so the
 * browser navigates to the provider's page as the provider expects (no script request: it is
 * another origin). Values are set as properties, never as markup.
 */
export function submitHiddenForm(
  document: Document,
  action: string,
  fields: Record<string, string>,
): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
