import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ContactRequest } from '../../schemas/types/contact-request.gen.ts';
import { careNeedsAttachment, careRouting } from '../../src/domain/customerCare.ts';
import type { Queryable } from '../db/database.ts';
import { messageBody } from '../http/bodyLimits.ts';
import { limitsOf } from '../http/limits.ts';
import { Problem } from '../http/problem.ts';
import { breathe, decodeAttachments } from '../routes/attachments.ts';
import { attachmentLinks } from '../events/attachments.ts';
import { appendEvent } from '../events/outbox.ts';
import { sha256 } from '../store/blobs.ts';
import { storeAttachments } from '../store/inbox.ts';
import { acknowledgement } from './acknowledgement.ts';
import { contactsOf } from './contactsInfo.ts';
import { lockRequests, recentRequests, saveContactRequest } from './contactStore.ts';
import { answers, notFound, param, params, ref, type AreaContext } from './context.ts';
import { findContract } from './contracts.ts';
import { findCustomer } from './customers.ts';

/**
 * Spec §7 GET /api/contacts and POST /api/contacts/sendemail/{id} (issue 18, decisions 270-272):
 * the supplier's contact channels, and a message to customer care from the area's contacts
 * page, kept for the back office with an acknowledgement in the customer's messages.
 */
export function contactRoutes(app: FastifyInstance, area: AreaContext): void {
  const { db } = area;
  const problem = ref('problem.schema.json');

  app.get(
    '/api/contacts',
    { schema: { response: answers('contacts-info.schema.json') } },
    (request) => contactsOf(request.site),
  );

  app.post<{ Params: { id: string }; Body: ContactRequest }>(
    '/api/contacts/sendemail/:id',
    {
      // Base64 of the 2 MB attachment and the texts, with room; the decoded size is checked.
      // The bearer token is checked before the body is read (./routes.ts, onRequest).
      ...messageBody(1),
      preValidation: breathe,
      schema: {
        params: params({ id: param.customer }),
        body: ref('contact-request.schema.json'),
        response: { 200: { const: 1 }, '4xx': problem, '5xx': problem },
      },
    },
    async (request, reply) => {
      const principal = area.principal(request);
      const customer = await findCustomer(db, principal, request.params.id);
      if (!customer) throw notFound('customer');
      const body = request.body;
      const files = body.files ?? [];
      if (careNeedsAttachment(body.category) && files.length === 0) {
        throw new Problem(
          400,
          'attachment-missing',
          `allegato ko: the category ${body.category} needs an attachment.`,
        );
      }
      if (body.contractId !== undefined) {
        const contract = await findContract(db, principal, body.contractId);
        if (contract?.customerId !== customer.id) throw notFound('contract');
      }
      const perDay = limitsOf(request.site).messagesPerBillPerDay;
      await checkQuota(db, reply, customer.id, perDay);
      const stored = await storeAttachments(area.blobs, await decodeAttachments(files));
      const received = area.now();
      const hashes: string[] = [];
      for (const file of stored) hashes.push(file.blob ?? (await sha256(file.bytes)));
      await db.transaction(async (tx) => {
        await lockRequests(tx, customer.id);
        await checkQuota(tx, reply, customer.id, perDay);
        const saved = await saveContactRequest(
          tx,
          {
            customerId: customer.id,
            accountId: principal.accountId,
            supplier: principal.supplier,
            category: body.category,
            subject: body.subject,
            description: body.description,
            contractId: body.contractId ?? null,
            routing: careRouting(body.category),
          },
          stored,
          (id) => acknowledgement({ id, category: body.category, subject: body.subject, received }),
        );
        // The request and its event commit together (issue 29's outbox, ADR 0048).
        const files = stored.map((file, index) => ({
          id: saved.fileIds[index] ?? '',
          name: file.name,
          contentType: file.contentType,
          size: file.bytes.length,
          sha256: hashes[index] ?? '',
        }));
        await appendEvent(tx, {
          type: 'contact_request.submitted',
          supplier: principal.supplier,
          host: request.site.name,
          orderingKey: `account:${principal.accountId}`,
          at: received,
          data: {
            requestId: saved.id,
            customerId: customer.id,
            customerCode: customer.code,
            category: body.category,
            subject: body.subject,
            body: body.description,
            contractId: body.contractId ?? null,
            ...careRouting(body.category),
            attachments: attachmentLinks(area, request.site, files, received),
          },
        });
      });
      return 1;
    },
  );
}

/** A customer's daily quota of requests, the bill's care-message quota (issue 12) per customer. */
async function checkQuota(
  db: Queryable,
  reply: FastifyReply,
  customerId: string,
  perDay: number,
): Promise<void> {
  const { count, secondsUntilFewer } = await recentRequests(db, customerId);
  if (count < perDay) return;
  void reply.header('retry-after', String(secondsUntilFewer));
  throw new Problem(
    429,
    'quota-exceeded',
    `This customer has sent ${count} requests in the last 24 hours, the most accepted: retry in ${secondsUntilFewer} seconds, or call customer care.`,
  );
}
