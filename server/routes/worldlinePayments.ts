import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { Problem } from '../http/problem.ts';
import { onOrigin, ownUrl } from '../hosts/addresses.ts';
import type { Host } from '../hosts/hosts.ts';
import { newTransactionCode } from '../payments/nexi.ts';
import { refuse } from '../payments/refuse.ts';
import { debtCents, isPayable } from '../payments/payable.ts';
import { saveAttempt, saveOutcome, type CheckoutUrls } from '../payments/store.ts';
import type { WorldlineSettings } from '../payments/worldlineWebhook.ts';
import { serializeChecked } from '../validation.ts';
import {
  idParams,
  notificationTarget,
  paidAnswer,
  problems,
  ref,
  sendSerialized,
} from './common.ts';
import { linkFirst, linkGrant } from './linkFirst.ts';
import { supplierGrant } from './supplierAccess.ts';
import { WEBHOOK_BASE } from './worldlineWebhook.ts';

/** The second provider's start answers a URL or "ko": a JSON string, checked like any answer. */
const secondAnswer = 'payment-start-second.schema.json#/$defs/answer';

interface StartBody {
  success_url: string;
  error_url: string;
  callback_url: string;
}

/**
 * `pagamento` and `segna_pagamento` of spec §7 for a supplier paid through the second provider:
 * the start checks and keeps the three addresses with a new attempt and answers the checkout
 * URL; the browser's return is kept and answered with what the webhook recorded.
 */
export function worldlinePaymentRoutes(
  app: FastifyInstance,
  deps: Deps,
  supplier: string,
  worldline: WorldlineSettings,
): void {
  const base = `/api/api_${supplier}_`;

  app.post<{ Params: { crypto: string }; Body: StartBody }>(
    `${base}pagamento/:crypto`,
    {
      onRequest: linkFirst((request, crypto) => supplierGrant(deps, request, supplier, crypto)),
      schema: {
        params: idParams('crypto'),
        body: ref('payment-start-second.schema.json'),
        response: { 200: { type: 'string' }, ...problems },
      },
    },
    async (request, reply) => {
      const grant = linkGrant(request);
      const origin = `${request.protocol}://${request.host}`;
      const urls = checkoutUrls(deps, request.site, origin, grant.document.id, request.body);
      const cents = debtCents(grant.document.document['document_payment_debt']);
      // Spec §4: the answer is the checkout URL, or "ko" when the payment cannot start.
      if (!isPayable(grant.document) || cents === null) {
        return sendSerialized(reply, serializeChecked(secondAnswer, 'ko'));
      }
      const code = newTransactionCode();
      await saveAttempt(deps.db, {
        code,
        documentId: grant.document.id,
        supplier,
        provider: 'worldline',
        amountCents: cents,
        currency: 'EUR',
        urls,
      });
      return sendSerialized(reply, serializeChecked(secondAnswer, `${worldline.url}/${code}`));
    },
  );

  // The browser's return proves nothing: it is kept for audit, and the answer is the
  // status the server recorded from the provider's signed webhook.
  app.post<{ Params: { crypto: string }; Body: unknown }>(
    `${base}segna_pagamento/:crypto`,
    {
      schema: {
        params: idParams('crypto'),
        body: { type: 'object' },
        response: paidAnswer,
      },
      // A body refused for its text or depth is kept as its text, then refused (issue 12 in
      // spec-decisions).
      config: { evidence: true },
    },
    async (request) => {
      const grant = await supplierGrant(deps, request, supplier, request.params.crypto);
      const outcome = {
        documentId: grant.document.id,
        supplier,
        provider: 'worldline',
        source: 'browser' as const,
        raw: request.body,
      };
      if (request.bodyProblem) await refuse(deps.db, outcome, request.bodyProblem);
      await saveOutcome(deps.db, { ...outcome, accepted: false, reason: 'browser-return' });
      return { paid: grant.document.paid };
    },
  );
}

const invalidUrl = (field: string, why: string): Problem =>
  new Problem(400, 'invalid-return-url', `${field} ${why}.`);

/**
 * The start's three addresses, checked: each is this portal's own (a path, or an http(s) URL of
 * a host served here, on the scheme and port the request came in on), so the checkout can never send the customer, or its webhook, elsewhere;
 * and callback_url is this bill's webhook address on this host,
 * `{WEBHOOK_BASE}/{a link of this bill}/{base64 of this host's name or alias}`.
 */
function checkoutUrls(
  deps: Deps,
  site: Host,
  origin: string,
  documentId: string,
  body: StartBody,
): CheckoutUrls {
  const own = (field: keyof StartBody): string => {
    const url = ownUrl(deps.hosts, body[field]);
    if (url === null || !onOrigin(url, origin)) {
      throw invalidUrl(
        field,
        'is not an address of this portal (a path, or a URL of a host served here on the scheme and port of this request)',
      );
    }
    return url;
  };
  const urls = {
    success: own('success_url'),
    error: own('error_url'),
    callback: own('callback_url'),
  };
  // The webhook address names its bill and host as the webhook route reads them.
  const callback = new URL(urls.callback, 'http://portal.invalid');
  const [id = '', host = '', ...rest] = callback.pathname.slice(WEBHOOK_BASE.length + 1).split('/');
  const target = notificationTarget(deps, { id, host }, 'worldline');
  if (
    !callback.pathname.startsWith(`${WEBHOOK_BASE}/`) ||
    rest.length > 0 ||
    callback.search !== '' ||
    !target.ok ||
    target.documentId !== documentId ||
    target.host !== site
  ) {
    throw invalidUrl(
      'callback_url',
      `is not this bill's webhook address, ${WEBHOOK_BASE}/{id}/{base64 of the host name}`,
    );
  }
  return urls;
}
