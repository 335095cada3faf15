import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { Problem } from '../http/problem.ts';
import { newTransactionCode, requestMac } from '../payments/nexi.ts';
import { receiveNexiOutcome } from '../payments/nexiOutcome.ts';
import { debtCents, isPayable, paymentStatus } from '../payments/payable.ts';
import { refuse } from '../payments/refuse.ts';
import { saveAttempt } from '../payments/store.ts';
import { idParams, paidAnswer, problems, ref } from './common.ts';
import { supplierGrant } from './supplierAccess.ts';
import { worldlinePaymentRoutes } from './worldlinePayments.ts';

const notPayable = (status: number): Problem =>
  new Problem(
    409,
    'not-payable',
    `This bill cannot be paid online: its payment status is ${status}, or it has no debt, or it is paid by direct debit.`,
  );

/**
 * `pagamento` and `segna_pagamento` of spec §7 for one supplier, by its host's provider: the
 * first provider's payment data with a MAC here, or the second provider's checkout URL
 * (./worldlinePayments.ts).
 */
export function paymentRoutes(app: FastifyInstance, deps: Deps, supplier: string): void {
  const host = deps.hosts.bySupplier(supplier);
  const base = `/api/api_${supplier}_`;
  const nexi = host?.server.payments?.nexi;
  const worldline = host?.server.payments?.worldline;

  if (host?.settings.paymentProvider === 'nexi' && nexi) {
    const secret = deps.keys.of(host, 'nexi').value;
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
            mac: requestMac(fields, secret, nexi.macAlgorithm),
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
        // A body refused for its text or depth is kept as evidence, then refused (issue 12 in
        // spec-decisions); one outside the schema is refused without keeping (decision 34).
        config: { evidence: true },
        attachValidation: true,
      },
      async (request) => {
        // As before the evidence rule: a body outside the schema is refused before the link.
        if (!request.bodyProblem && request.validationError) throw request.validationError;
        const grant = await supplierGrant(deps, request, supplier, request.params.crypto);
        if (request.bodyProblem) {
          const source = 'browser';
          const documentId = grant.document.id;
          const raw = request.body;
          await refuse(
            deps.db,
            { documentId, supplier, provider: 'nexi', source, raw },
            request.bodyProblem,
          );
        }
        const { paid } = await receiveNexiOutcome(deps.db, {
          supplier,
          settings: nexi,
          secret,
          source: 'browser',
          documentId: grant.document.id,
          record: request.body,
          host: request.site.name,
          at: deps.now(),
        });
        return { paid };
      },
    );
  }

  if (host?.settings.paymentProvider === 'worldline' && worldline) {
    worldlinePaymentRoutes(app, deps, supplier, worldline);
  }
}
