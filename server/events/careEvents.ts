import type { CustomerCareRequest } from '../../schemas/types/customer-care-request.gen.ts';
import type { EmailRequest } from '../../schemas/types/email-request.gen.ts';
import type { Grant } from '../http/access.ts';
import type { EventAttachment } from './attachments.ts';
import { billKey, billOf } from './bill.ts';
import type { NewEvent } from './outbox.ts';

/**
 * The events of the two customer-care forms (issue 29): what the supplier's CRM needs to open
 * a case, in the API's English names, each value as the customer sent it (blank is null).
 */

interface Origin {
  grant: Grant;
  supplier: string;
  host: string;
  customerId: string;
  at: Date;
}

const orNull = (text: string | undefined): string | null =>
  text === undefined || text.trim() === '' ? null : text;

/** `care_message.submitted`: spec §7 `api_{supplier}_messaggio`. */
export function careMessageEvent(
  origin: Origin,
  body: Omit<CustomerCareRequest, 'files'>,
): (attachments: EventAttachment[]) => NewEvent {
  return (attachments) => ({
    type: 'care_message.submitted',
    supplier: origin.supplier,
    host: origin.host,
    orderingKey: billKey(origin.grant.document.id),
    at: origin.at,
    data: {
      ...billOf(origin.grant.document),
      customerId: origin.customerId,
      email: orNull(body.email),
      category: body.category,
      subcategory: orNull(body.subcategory),
      subject: orNull(body.typology),
      priority: body.priority ?? null,
      owner: orNull(body.owner),
      body: body.description,
      attachments,
    },
  });
}

/** `email_request.submitted`: the older form, `POST /api/bollettainterattiva/sendemail`. */
export function emailRequestEvent(
  origin: Origin,
  body: Omit<EmailRequest, 'allegato' | 'allegato_tipo'>,
): (attachments: EventAttachment[]) => NewEvent {
  return (attachments) => ({
    type: 'email_request.submitted',
    supplier: origin.supplier,
    host: origin.host,
    orderingKey: billKey(origin.grant.document.id),
    at: origin.at,
    data: {
      ...billOf(origin.grant.document),
      customerId: origin.customerId,
      category: orNull(body.categoria),
      subject: orNull(body.oggetto),
      body: body.messaggio,
      attachments,
    },
  });
}
