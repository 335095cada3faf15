import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CustomerCareRequest } from '../../schemas/types/customer-care-request.gen.ts';
import type { Deps } from '../deps.ts';
import { selfReadingDaysLeft, selfReadingWindowRule } from '../../src/domain/selfReading.ts';
import { segnanteRefusal } from '../../src/domain/selfReadingValue.ts';
import { italianToday } from '../testClock.ts';
import { Problem } from '../http/problem.ts';
import { paymentStatus } from '../payments/payable.ts';
import { saveReading } from '../store/inbox.ts';
import { appendEvent } from '../events/outbox.ts';
import { billKey, billOf } from '../events/bill.ts';
import { careMessageEvent } from '../events/careEvents.ts';
import { profileChangedEvent } from '../events/profileEvents.ts';
import { findProfile, saveProfile } from '../store/profiles.ts';
import { breathe } from './attachments.ts';
import { checkCareRequest } from './careRules.ts';
import { checkProfile, withLevel } from './profileCheck.ts';
import { idParams, problems, ref, sendSerialized } from './common.ts';
import { linkFirst, linkGrant } from './linkFirst.ts';
import { messageBody } from '../http/bodyLimits.ts';
import { storeCareMessage } from './messages.ts';
import { serializeChecked } from '../validation.ts';
import { paymentRoutes } from './payments.ts';
import { checkHost, customerId, supplierGrant } from './supplierAccess.ts';

interface ProfileUpdate {
  idAnagrafica: string;
  email?: string;
  telefono?: string;
  emailFatturazione?: string;
}

const crypto = { params: idParams('crypto') };

/**
 * The enter-days answer for this request's host today (spec §7 `get_enterdays`): the days of
 * the self-reading window left in Italy, 0 when it is closed. `salva_autolettura` refuses a
 * reading by the same answer (decision 200).
 */
function enterDays(deps: Deps, request: FastifyRequest): number {
  return selfReadingDaysLeft(
    italianToday(deps, request.headers['x-quadro-today']),
    selfReadingWindowRule(request.site.settings.selfReadingWindow),
  );
}
const answers = (schema: object) => ({ response: { 200: schema, ...problems } });

/** The supplier endpoints of spec §7, `/api/api_{supplier}_…`, for every supplier of a host. */
export function supplierRoutes(app: FastifyInstance, deps: Deps): void {
  for (const supplier of new Set(deps.hosts.all.map((host) => host.settings.supplier))) {
    const base = `/api/api_${supplier}_`;
    const link = linkFirst((request, id) => supplierGrant(deps, request, supplier, id));

    app.get(
      `${base}get_enterdays`,
      { schema: answers({ type: 'integer', minimum: 0 }) },
      (request) => {
        checkHost(request, supplier);
        return enterDays(deps, request);
      },
    );

    app.get<{ Params: { crypto: string } }>(
      `${base}get_profilo/:crypto`,
      { schema: { ...crypto, ...answers(ref('profile.schema.json')) } },
      async (request) => {
        const grant = await supplierGrant(deps, request, supplier, request.params.crypto);
        const id = customerId(grant);
        return withLevel(
          (await findProfile(deps.db, supplier, id)) ??
            grant.document.profile ?? { idAnagrafica: id },
        );
      },
    );

    app.get<{ Params: { crypto: string } }>(
      `${base}get_contatti/:crypto`,
      { schema: { ...crypto, ...answers(ref('contacts.schema.json')) } },
      async (request, reply) => {
        const grant = await supplierGrant(deps, request, supplier, request.params.crypto);
        const contacts = grant.document.contacts ?? '';
        // A string ("" for none) would go out as text/plain: it is sent as JSON, checked first.
        return typeof contacts === 'string'
          ? sendSerialized(reply, serializeChecked('contacts.schema.json', contacts))
          : contacts;
      },
    );

    app.put<{ Params: { crypto: string }; Body: ProfileUpdate }>(
      `${base}put_profilo/:crypto`,
      {
        onRequest: link,
        schema: {
          ...crypto,
          body: ref('profile-update.schema.json'),
          ...answers(ref('profile.schema.json')),
        },
      },
      async (request) => {
        const grant = linkGrant(request);
        const id = customerId(grant);
        if (request.body.idAnagrafica !== id) {
          throw new Problem(
            400,
            'customer-mismatch',
            `idAnagrafica ${request.body.idAnagrafica} is not the customer of this bill.`,
          );
        }
        checkProfile(request.body);
        const changes: Record<string, unknown> = { ...request.body };
        delete changes['idAnagrafica'];
        return deps.db.transaction(async (tx) => {
          const current = (await findProfile(tx, supplier, id)) ??
            grant.document.profile ?? { idAnagrafica: id };
          const profile = withLevel({ ...current, ...changes, idAnagrafica: id });
          await saveProfile(tx, {
            documentId: grant.document.id,
            supplier,
            customerId: id,
            profile,
            changes,
          });
          // The profile and its event commit together; saving the same values tells nothing.
          const event = profileChangedEvent({
            supplier,
            host: request.site.name,
            orderingKey: billKey(grant.document.id),
            at: deps.now(),
            customerId: id,
            via: 'bill',
            bill: billOf(grant.document),
            before: current,
            after: changes,
          });
          if (event) await appendEvent(tx, event);
          return profile;
        });
      },
    );

    app.post<{ Params: { crypto: string }; Body: CustomerCareRequest }>(
      `${base}messaggio/:crypto`,
      {
        // Five attachments of 2 MB in base64, and the texts: larger bodies are refused unread.
        ...messageBody(5),
        onRequest: link,
        preValidation: breathe,
        schema: {
          ...crypto,
          body: ref('customer-care-request.schema.json'),
          ...answers({ const: 1 }),
        },
      },
      async (request, reply) => {
        const grant = linkGrant(request);
        checkCareRequest(request.body);
        const { files = [], ...request_ } = request.body;
        await storeCareMessage(
          deps,
          request,
          reply,
          {
            documentId: grant.document.id,
            supplier,
            kind: 'messaggio',
            category: request_.category,
            subject: request_.typology ?? null,
            body: request_.description,
            payload: request_,
          },
          files,
          careMessageEvent(
            {
              grant,
              supplier,
              host: request.site.name,
              customerId: customerId(grant),
              at: deps.now(),
            },
            request_,
          ),
        );
        return 1;
      },
    );

    app.post<{ Body: { Idsede: string; Segnante: string | number } }>(
      `${base}salva_autolettura`,
      { schema: { body: ref('self-reading.schema.json'), ...answers({ const: 1 }) } },
      async (request) => {
        const grant = await supplierGrant(deps, request, supplier);
        const { Idsede, Segnante } = request.body;
        // The page's rule (src/domain/selfReadingValue.ts), with its reason; the schema has
        // already refused most of what this refuses.
        const refusal = segnanteRefusal(Segnante);
        if (refusal) {
          throw new Problem(
            400,
            'invalid-reading',
            refusal === 'required'
              ? 'Segnante is missing (spec §5, my_profile_check_text).'
              : 'Segnante must be an integer greater than 0, digits only, at most 12 (spec §5, my_profile_check_int).',
          );
        }
        if (!siteIds(grant.document.document).includes(Idsede)) {
          throw new Problem(400, 'unknown-site', `Idsede ${Idsede} is not a supply of this bill.`);
        }
        // The page offers the input only while get_enterdays answers more than 0 (spec §4), so
        // the server refuses what the page would not send (decision 200).
        if (enterDays(deps, request) === 0) {
          throw new Problem(
            409,
            'self-reading-window-closed',
            'Readings are accepted only while the self-reading window is open: get_enterdays answers 0 today (spec §4, §9).',
          );
        }
        const value = Number(Segnante);
        // The reading and its event commit together (issue 29's outbox, ADR 0048).
        await deps.db.transaction(async (tx) => {
          await saveReading(tx, { documentId: grant.document.id, supplier, siteId: Idsede, value });
          await appendEvent(tx, {
            type: 'reading.submitted',
            supplier,
            host: request.site.name,
            orderingKey: billKey(grant.document.id),
            at: deps.now(),
            data: { ...billOf(grant.document), siteId: Idsede, reading: value, unit: 'Smc' },
          });
        });
        return 1;
      },
    );

    app.get<{ Params: { crypto: string } }>(
      `${base}verifica/:crypto`,
      { schema: { ...crypto, ...answers({ type: 'integer' }) } },
      async (request) =>
        paymentStatus(
          (await supplierGrant(deps, request, supplier, request.params.crypto)).document,
        ),
    );

    paymentRoutes(app, deps, supplier);
  }
}

/** The site ids of the bill's supplies (fatt_interattiva_data.fornitura[].id_sede). */
function siteIds(document: Record<string, unknown>): string[] {
  const data = document['fatt_interattiva_data'];
  const supplies =
    typeof data === 'object' && data !== null
      ? (data as Record<string, unknown>)['fornitura']
      : undefined;
  if (!Array.isArray(supplies)) return [];
  return supplies.flatMap((supply: unknown) => {
    const id =
      typeof supply === 'object' && supply !== null
        ? (supply as Record<string, unknown>)['id_sede']
        : undefined;
    return typeof id === 'string' || typeof id === 'number' ? [String(id)] : [];
  });
}
