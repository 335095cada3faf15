/**
 * Every event the outbox carries (issue 29, ADR 0048): its type as the Standard Webhooks body's
 * `type`, and the schema of its whole message in `schemas/`. A breaking change to a message is
 * a new type (`….v2`) with a new schema beside the old one, so a receiver is never surprised;
 * members are only ever added to a version (receivers must ignore what they do not know).
 */
export const EVENT_TYPES = {
  'payment.recorded': 'event-payment-recorded.v1.schema.json',
  'bill.paid': 'event-bill-paid.v1.schema.json',
  'bill.opened': 'event-bill-opened.v1.schema.json',
  'reading.submitted': 'event-reading-submitted.v1.schema.json',
  'care_message.submitted': 'event-care-message-submitted.v1.schema.json',
  'email_request.submitted': 'event-email-request-submitted.v1.schema.json',
  'contact_request.submitted': 'event-contact-request-submitted.v1.schema.json',
  'profile.changed': 'event-profile-changed.v1.schema.json',
  'password.changed': 'event-password-changed.v1.schema.json',
  'account.registered': 'event-account-registered.v1.schema.json',
  'dispatch.failed': 'event-dispatch-failed.v1.schema.json',
  'consent.recorded': 'event-consent-recorded.v1.schema.json',
} as const;

export type EventType = keyof typeof EVENT_TYPES;

export const eventTypes = Object.keys(EVENT_TYPES) as EventType[];

export const isEventType = (name: string): name is EventType =>
  Object.prototype.hasOwnProperty.call(EVENT_TYPES, name);
