import { mixed, object, string } from 'yup';
import type { ContactRequest } from '../../src/api/contactCalls.ts';
import {
  attachmentRefusal,
  CARE_MAX_DESCRIPTION,
  CARE_MAX_SUBJECT,
  hasText,
  textLength,
} from '../../src/domain/careForm.ts';
import { CARE_CATEGORIES, careNeedsAttachment } from '../../src/domain/customerCare.ts';

/** The form's values: the attachment is the customer's file, kept until it is sent. */
export interface RequestValues {
  category: string;
  subject: string;
  description: string;
  attachment: File | null;
}

export const emptyRequest: RequestValues = {
  category: '',
  subject: '',
  description: '',
  attachment: null,
};

/** The catalogue keys of the refusals, in the area's own texts. */
export const refusals = {
  required: 'area_profile.required',
  tooLong: 'area_profile.too_long',
  attachmentMissing: 'area_profile.attachment_missing',
  attachmentTooBig: 'area_profile.attachment_too_big',
  attachmentEmpty: 'area_profile.attachment_empty',
} as const;

const ownKey: Record<string, string> = {
  'forms.care.attachment_too_big': refusals.attachmentTooBig,
  'forms.care.attachment_empty': refusals.attachmentEmpty,
};

/** An attachment's own refusal (spec §5: over 2 MB, or empty), as a key of the area's texts. */
export function fileRefusal(size: number): string | undefined {
  const refusal = attachmentRefusal(size);
  return refusal === undefined ? undefined : (ownKey[refusal] ?? refusal);
}

const text = (max: number) =>
  string()
    .default('')
    .test('text', refusals.required, (value) => hasText(value))
    .test('max', refusals.tooLong, (value) => textLength(value) <= max);

/** Spec §5's rules, from src/domain's definitions, which the server checks too. */
export const requestSchema = object({
  category: string()
    .default('')
    .test('category', refusals.required, (value) =>
      (CARE_CATEGORIES as readonly string[]).includes(value),
    ),
  subject: text(CARE_MAX_SUBJECT),
  description: text(CARE_MAX_DESCRIPTION),
  attachment: mixed<File>()
    .nullable()
    .default(null)
    .test('attachment', (value, context) => {
      const { category } = context.parent as { category: string };
      const refusal = value
        ? fileRefusal(value.size)
        : careNeedsAttachment(category)
          ? refusals.attachmentMissing
          : undefined;
      return refusal ? context.createError({ message: refusal }) : true;
    }),
});

const isCategory = (value: string): value is ContactRequest['category'] =>
  (CARE_CATEGORIES as readonly string[]).includes(value);

/** The request of decision 271, the file as name + base64; undefined for a category of no list. */
export function contactRequest(
  values: RequestValues,
  file: { name: string; content: string } | null,
): ContactRequest | undefined {
  if (!isCategory(values.category)) return undefined;
  return {
    category: values.category,
    subject: values.subject.trim(),
    description: values.description,
    ...(file && { files: [file] }),
  };
}

/** The file as a `data:…;base64,` URL, which the server accepts as it is. */
export function encodeFile(file: File): Promise<{ name: string; content: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve({ name: file.name, content: typeof reader.result === 'string' ? reader.result : '' });
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error(`could not read ${file.name}`));
    };
    reader.readAsDataURL(file);
  });
}
