/**
 * Spec §5 "Customer-care form" as data and one verdict: the page builds its yup schema from
 * these definitions (widgets/CareForm/schema.ts) and the reference server refuses with the same
 * ones (server/routes/supplier.ts, bill.ts); tests/fuzz/careVerdict.test.ts feeds both the same
 * values. Messages are catalogue keys.
 */
import { CARE_CATEGORIES, careNeedsAttachment } from './customerCare.ts';

/** §9: the attachment limit, in bytes of the file (the server measures the decoded base64). */
export const CARE_MAX_ATTACHMENT_BYTES = 2_097_152;

/** The longest description and subject the requests' schemas accept, in characters. */
export const CARE_MAX_DESCRIPTION = 5000;
export const CARE_MAX_SUBJECT = 255;

/** §5: the older form's categories, sent by the older e-mail request (`sendemail`). */
export const CARE_CATEGORIES_OLDER = [
  'Evidenza di pagamento',
  'Estratto conto',
  'Richiesta rateizzazione fattura',
  'Rimborso',
] as const;

/**
 * Which request a form sends, and so which category list it offers: the supplier's
 * `api_{s}_messaggio` takes the current list, the older `sendemail` the older one (spec §5, §7).
 */
export type CareRequestKind = 'messaggio' | 'sendemail';

export function careCategories(kind: CareRequestKind): readonly string[] {
  return kind === 'messaggio' ? CARE_CATEGORIES : CARE_CATEGORIES_OLDER;
}

/** The catalogue keys of the form's refusals (spec §5 and §8's texts). */
export const CARE_MESSAGES = {
  required: 'forms.common.required',
  tooLong: 'forms.care.too_long',
  attachmentMissing: 'forms.care.attachment_missing',
  attachmentTooBig: 'forms.care.attachment_too_big',
  attachmentEmpty: 'forms.care.attachment_empty',
} as const;

/** What the customer filled in; the attachment as its name and size, before any upload. */
export interface CareFields {
  category: string;
  subject: string;
  description: string;
  attachment: { name: string; size: number } | null;
}

export type CareField = keyof CareFields;

/** Text that is not only spaces (the requests' schemas: pattern `\S`). */
export function hasText(value: string): boolean {
  return /\S/u.test(value);
}

/**
 * Length in characters as JSON Schema counts them (code points): an emoji is one, as the
 * server's ajv counts it, not two as JavaScript's `length` would.
 */
export function textLength(value: string): number {
  return Array.from(value).length;
}

/** §5: an attachment's own refusal, whatever the category, or undefined when it may go. */
export function attachmentRefusal(size: number): string | undefined {
  if (size > CARE_MAX_ATTACHMENT_BYTES) return CARE_MESSAGES.attachmentTooBig;
  if (size === 0) return CARE_MESSAGES.attachmentEmpty;
  return undefined;
}

/**
 * The verdict of spec §5 on a filled form: each refused field with its message, or an empty
 * object when the form may be sent ("Send allowed only when the form and file rule are valid").
 */
export function careRefusals(
  kind: CareRequestKind,
  fields: CareFields,
): Partial<Record<CareField, string>> {
  const refusals: Partial<Record<CareField, string>> = {};
  if (!careCategories(kind).includes(fields.category)) refusals.category = CARE_MESSAGES.required;
  const text = (value: string, max: number) =>
    !hasText(value)
      ? CARE_MESSAGES.required
      : textLength(value) > max
        ? CARE_MESSAGES.tooLong
        : undefined;
  const subject = text(fields.subject, CARE_MAX_SUBJECT);
  if (subject) refusals.subject = subject;
  const description = text(fields.description, CARE_MAX_DESCRIPTION);
  if (description) refusals.description = description;
  const attachment = fields.attachment
    ? attachmentRefusal(fields.attachment.size)
    : careNeedsAttachment(fields.category)
      ? CARE_MESSAGES.attachmentMissing
      : undefined;
  if (attachment) refusals.attachment = attachment;
  return refusals;
}

/** §4 and §9: the send button stays disabled for 5,000 ms after the customer confirmed. */
export const CARE_SEND_COOLDOWN_MS = 5000;
