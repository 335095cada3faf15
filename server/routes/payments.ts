import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import type { SecretRef } from '../types.ts';
import { Problem } from '../http/problem.ts';
import { newTransactionCode, requestMac } from '../payments/nexi.ts';
import { receiveNexiOutcome } from '../payments/nexiOutcome.ts';
import { debtCents, isPayable, paymentStatus } from '../payments/payable.ts';
import { saveAttempt, saveOutcome } from '../payments/store.ts';
import { idParams, problems, ref, sendSerialized } from './common.ts';
import { serializeChecked } from '../validation.ts';
import { supplierGrant } from './supplierAccess.ts';

/** A secret from the environment variable the host names, else its sandbox value. */
export const secretOf = (secret: SecretRef): string =>
  process.env[secret.env] ?? secret.sandboxDefault;

/** The second provider's start answers a URL or "ko": a JSON string, checked like any answer. */
const secondAnswer = 'payment-start-second.schema.json#/$defs/answer';

/** What `segna_pagamento` answers: whether the bill is now recorded as paid. */
const paidAnswer = { 200: ref('outcome-answer.schema.json'), ...problems };

const notPayable = (status: number): Problem =>
  new Problem(
    409,
    'not-payable',
    `This bill cannot be paid online: its payment status is ${status}, or it has no debt, or it is paid by direct debit.`,
  );

/**
 * `pagamento` and `segna_pagamento` of spec §7 for one supplier, by its host's provider: the
 * first provider's payment data with a MAC, or the second provider's checkout URL.
 */
export function paymentRoutes(app: FastifyInstance, deps: Deps, supplier: string): void {
  const host = deps.hosts.bySupplier(supplier);
  const base = `/api/api_${supplier}_`;
  const nexi = host?.server.payments?.nexi;
  const worldline = host?.server.payments?.worldline;

  if (host?.settings.paymentProvider === 'nexi' && nexi) {
    app.get<{ Params: { crypto: string } }>(
      `${base}pagamento/:crypto`,
      {
        schema: {
          params: idParams('crypto'),
          response: { 200: ref('payment-start.schema.json'), ...problems },
        },
      },
      async (request) => {
        const grant = await supplierGrant(deps, request, supplier, request.params.crypto);
        const cents = debtCents(grant.document.document['document_payment_debt']);
        if (!isPayable(grant.document) || cents === null) {
          throw notPayable(paymentStatus(grant.document));
        }
        const codTrans = newTransactionCode();
        const fields = { codTrans, divisa: 'EUR', importo: String(cents) };
        await saveAttempt(deps.db, {
          code: codTrans,
          documentId: grant.document.id,
          supplier,
          provider: 'nexi',
          amountCents: cents,
          currency: 'EUR',
        });
        return {
          post_data: {
            alias: nexi.alias,
            ...fields,
            mac: requestMac(fields, secretOf(nexi.macKey), nexi.macAlgorithm),
            languageId: 'ITA',
          },
          url: nexi.url,
        };
      },
    );

    app.post<{ Params: { crypto: string }; Body: Record<string, unknown> }>(
      `${base}segna_pagamento/:crypto`,
      {
        schema: {
          params: idParams('crypto'),
          body: ref('outcome-record.schema.json'),
          response: paidAnswer,
        },
      },
      async (request) => {
        const grant = await supplierGrant(deps, request, supplier, request.params.crypto);
        const { paid } = await receiveNexiOutcome(deps.db, {
          supplier,
          settings: nexi,
          secret: secretOf(nexi.macKey),
          source: 'browser',
          documentId: grant.document.id,
          record: request.body,
        });
        return { paid };
      },
    );
  }

  if (host?.settings.paymentProvider === 'worldline' && worldline) {
    app.post<{ Params: { crypto: string } }>(
      `${base}pagamento/:crypto`,
      {
        schema: {
          params: idParams('crypto'),
          body: ref('payment-start-second.schema.json'),
          response: { 200: { type: 'string' }, ...problems },
        },
      },
      async (request, reply) => {
        const grant = await supplierGrant(deps, request, supplier, request.params.crypto);
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
        });
        return sendSerialized(reply, serializeChecked(secondAnswer, `${worldline.url}/${code}`));
      },
    );

    // The browser's return proves nothing: it is kept for audit, and the answer is the
    // status the server recorded from the provider's signed notification.
    app.post<{ Params: { crypto: string }; Body: unknown }>(
      `${base}segna_pagamento/:crypto`,
      {
        schema: {
          params: idParams('crypto'),
          body: { type: 'object' },
          response: paidAnswer,
        },
      },
      async (request) => {
        const grant = await supplierGrant(deps, request, supplier, request.params.crypto);
        await saveOutcome(deps.db, {
          documentId: grant.document.id,
          supplier,
          provider: 'worldline',
          source: 'browser',
          accepted: false,
          reason: 'browser-return',
          raw: request.body,
        });
        return { paid: grant.document.paid };
      },
    );
  }
}
