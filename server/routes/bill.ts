import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps.ts';
import { grantFromId, grantFromLink, grantFromSession } from '../http/access.ts';
import { breathe } from './attachments.ts';
import { checkEmailRequest } from './careRules.ts';
import { idParams, problems, ref, sendSerialized } from './common.ts';
import { linkFirst, linkGrant } from './linkFirst.ts';
import { messageBody } from '../http/bodyLimits.ts';
import { storeCareMessage } from './messages.ts';
import { customerId } from './supplierAccess.ts';
import { emailRequestEvent } from '../events/careEvents.ts';
import { serializeChecked } from '../validation.ts';
import { documentView, emptyInstalments, emptyModules } from './view.ts';

interface EmailRequest {
  categoria?: string;
  oggetto: string;
  messaggio: string;
  allegato_nome?: string;
  allegato_tipo?: string;
  allegato?: string;
}

/** The bill calls of spec §7. */
export function billRoutes(app: FastifyInstance, deps: Deps): void {
  const documentSchema = { response: { 200: ref('bill-document.schema.json'), ...problems } };

  app.get(
    '/api/bollettainterattiva/modules',
    { schema: { response: { 200: ref('modules.schema.json'), ...problems } } },
    async (request) => {
      const grant = await grantFromSession(deps, request);
      return grant.document.modules ?? emptyModules;
    },
  );

  app.get<{ Params: { crypto: string } }>(
    '/api/bollettainterattiva/document/:crypto',
    { schema: { params: idParams('crypto'), ...documentSchema } },
    async (request, reply) => {
      const { crypto } = request.params;
      const now = deps.now();
      // Only an authentic link is ever stored, with its expiry, so a hit needs no decryption;
      // every other path (forged, unknown, expired) runs its one query as before (ADR 0008).
      // A hit on another supplier's host goes the uncached way, to the same 404 as a forgery.
      const cached = deps.cache.get(crypto, now.getTime());
      if (cached?.supplier === request.site.settings.supplier) {
        return sendSerialized(reply, cached.body);
      }
      const opened = deps.sealer.open('link', crypto, now);
      const generation = opened.status === 'valid' ? deps.cache.generation(opened.value) : 0;
      const grant = await grantFromLink(deps, request.site, crypto, opened);
      const body = serializeChecked('bill-document.schema.json', documentView(deps, grant));
      const answer = {
        documentId: grant.document.id,
        supplier: grant.document.supplier,
        body,
        expiresAt: grant.expiresAt.getTime(),
      };
      deps.cache.set(crypto, answer, generation);
      return sendSerialized(reply, body);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/bollettainterattiva/document/id/:id',
    { schema: { params: idParams('id'), ...documentSchema } },
    async (request) => documentView(deps, await grantFromId(deps, request, request.params.id)),
  );

  // The separate bill-service API of spec §7; the page's configuration points at this prefix.
  app.get<{ Params: { id: string } }>(
    '/api/billservice/bolletta_interattiva_rate/:id',
    {
      schema: {
        params: idParams('id'),
        response: { 200: ref('instalments.schema.json'), ...problems },
      },
    },
    async (request) => {
      const grant = await grantFromId(deps, request, request.params.id);
      return grant.document.instalments ?? emptyInstalments;
    },
  );

  app.post<{ Params: { crypto: string }; Body: EmailRequest }>(
    '/api/bollettainterattiva/sendemail/:crypto',
    {
      // One attachment of 2 MB in base64, and the texts; the link is opened before the body.
      ...messageBody(1),
      onRequest: linkFirst((request, crypto) => grantFromLink(deps, request.site, crypto)),
      preValidation: breathe,
      schema: {
        params: idParams('crypto'),
        body: ref('email-request.schema.json'),
        response: { 200: { const: 1 }, ...problems },
      },
    },
    async (request, reply) => {
      const grant = linkGrant(request);
      checkEmailRequest(request.body);
      const { allegato, ...rest } = request.body;
      // The declared type is the sender's claim, never kept: the type is found from the content.
      delete rest.allegato_tipo;
      const files =
        allegato !== undefined && allegato !== ''
          ? [{ name: request.body.allegato_nome ?? 'allegato', content: allegato }]
          : [];
      await storeCareMessage(
        deps,
        request,
        reply,
        {
          documentId: grant.document.id,
          supplier: grant.document.supplier,
          kind: 'sendemail',
          category: rest.categoria ?? null,
          subject: rest.oggetto,
          body: rest.messaggio,
          payload: rest,
        },
        files,
        emailRequestEvent(
          {
            grant,
            supplier: grant.document.supplier,
            host: request.site.name,
            customerId: customerId(grant),
            at: deps.now(),
          },
          rest,
        ),
      );
      return 1;
    },
  );
}
