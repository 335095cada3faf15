import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomInt, randomUUID } from 'node:crypto';
import type { Deps } from '../deps.ts';
import { withParams } from '../hosts/addresses.ts';
import { WORLDLINE_SANDBOX } from './addresses.ts';
import {
  completeCheckout,
  findAttempt,
  isAttemptCode,
  type Attempt,
  type CheckoutUrls,
} from '../payments/store.ts';
import {
  KEY_ID_HEADER,
  paymentEvent,
  SIGNATURE_HEADER,
  webhookSignature,
  type PaymentStatus,
} from '../payments/worldline.ts';
import type { WorldlineSettings } from '../payments/worldlineWebhook.ts';
import {
  cardFormPage,
  isTestCard,
  notifyPortal,
  Refusal,
  sandboxScope,
  sendHtml,
  strings,
} from './cardPage.ts';
import { findDocument } from '../store/documents.ts';

export { WORLDLINE_SANDBOX };

interface Checkout {
  attempt: Attempt;
  urls: CheckoutUrls;
  settings: WorldlineSettings;
  /** The public sandbox key the webhook is signed with. */
  key: string;
}

/**
 * A hosted checkout on the model of Worldline Direct's, so the second provider's whole loop runs
 * on one machine: `{url}/{code}` (the start call's answer) shows the amount and a card form; on
 * "Paga" the test card is captured and any other card rejected, the signed webhook is posted to
 * the attempt's callback_url (this server's own: it is injected, never fetched) and the browser
 * is sent (303) to success_url, or to error_url with `esito=KO`; "Annulla" sends it to error_url
 * with `esito=ANNULLO` and posts nothing. A checkout ends once, whichever way.
 *
 * It signs webhooks, so it serves only hosts configured for it and only while their key is the
 * public sandbox value (as the first provider's sandbox, decision 80).
 */
export async function worldlineSandboxRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  await sandboxScope(app, (scope) => {
    const path = `${WORLDLINE_SANDBOX}/:code`;

    scope.get<{ Params: { code: string } }>(path, async (request, reply) => {
      const { attempt } = await openCheckout(deps, request.params.code);
      // The merchant and what is paid, as a checkout shows them from the order it was given.
      const merchant = deps.hosts.bySupplier(attempt.supplier)?.settings.supplierName;
      const bill = await findDocument(deps.db, attempt.documentId);
      const number = bill?.document['document_number'];
      const description = [
        merchant,
        typeof number === 'string' || typeof number === 'number'
          ? `Bolletta n. ${String(number)}`
          : `Riferimento ${attempt.code}`,
      ]
        .filter(Boolean)
        .join(' · ');
      return sendHtml(
        reply,
        200,
        cardFormPage({
          action: `${WORLDLINE_SANDBOX}/${attempt.code}`,
          amountCents: attempt.amountCents,
          description,
        }),
      );
    });

    scope.post<{ Params: { code: string }; Body: unknown }>(path, async (request, reply) => {
      const checkout = await openCheckout(deps, request.params.code);
      const { attempt, urls } = checkout;
      if (!(await completeCheckout(deps.db, attempt.code))) throw ended();
      const fields = strings(request.body);
      if (fields['azione'] === 'annulla') {
        return reply.redirect(withParams(urls.error, { esito: 'ANNULLO' }), 303);
      }
      const captured = isTestCard(fields['pan']);
      // The provider posts its webhook before it returns the browser; a failed webhook is
      // logged, and the page then says the payment is being verified.
      await sendWebhook(app, deps, request, checkout, captured ? 'CAPTURED' : 'REJECTED');
      return reply.redirect(captured ? urls.success : withParams(urls.error, { esito: 'KO' }), 303);
    });
  });
}

/** The attempt a checkout code names, if this sandbox may still take its payment. */
async function openCheckout(deps: Deps, code: string): Promise<Checkout> {
  const attempt = isAttemptCode(code) ? await findAttempt(deps.db, code) : null;
  if (!attempt || attempt.provider !== 'worldline' || !attempt.urls) {
    throw new Refusal('Pagamento sconosciuto.', 404);
  }
  const host = deps.hosts.bySupplier(attempt.supplier);
  const settings = host?.server.payments?.worldline;
  const key = host && settings ? deps.keys.of(host, 'worldline') : undefined;
  if (!settings || !key || settings.url !== WORLDLINE_SANDBOX || !key.sandbox) {
    throw new Refusal('Esercente sconosciuto in questo ambiente di prova.');
  }
  if (attempt.completed === true) throw ended();
  return { attempt, urls: attempt.urls, settings, key: key.value };
}

/** Signs and posts the payment's webhook to the attempt's callback_url, in process. */
async function sendWebhook(
  app: FastifyInstance,
  deps: Deps,
  request: FastifyRequest,
  checkout: Checkout,
  status: PaymentStatus,
): Promise<void> {
  const { attempt, settings, key } = checkout;
  const body = JSON.stringify(
    paymentEvent({
      id: randomUUID(),
      paymentId: `${randomInt(1e9, 1e10)}_0`,
      created: deps.now(),
      merchantId: settings.merchantId,
      merchantReference: attempt.code,
      amountCents: attempt.amountCents,
      currency: attempt.currency,
      status,
    }),
  );
  await notifyPortal(app, deps.hosts, request, checkout.urls.callback, {
    headers: {
      'content-type': 'application/json',
      [KEY_ID_HEADER]: settings.keyId,
      [SIGNATURE_HEADER]: webhookSignature(body, key),
    },
    payload: body,
  });
}

const ended = (): Refusal => new Refusal('Questo pagamento è già concluso.');
