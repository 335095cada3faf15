import { mixed, object, string } from 'yup';
import {
  attachmentRefusal,
  CARE_MAX_DESCRIPTION,
  CARE_MAX_SUBJECT,
  CARE_MESSAGES,
  careCategories,
  hasText,
  textLength,
  type CareRequestKind,
} from '../../src/domain/careForm.ts';
import { careNeedsAttachment } from '../../src/domain/customerCare.ts';

/** The form's values: the attachment is the customer's file, kept until it is sent. */
export interface CareValues {
  category: string;
  subject: string;
  description: string;
  attachment: File | null;
}

export const emptyCare: CareValues = {
  category: '',
  subject: '',
  description: '',
  attachment: null,
};

/** A required text of at most `max` characters, counted as the server counts them. */
const text = (max: number) =>
  string()
    .default('')
    .test('text', CARE_MESSAGES.required, (value) => hasText(value))
    .test('max', CARE_MESSAGES.tooLong, (value) => textLength(value) <= max);

/**
 * The yup schema of spec §5, built from src/domain/careForm.ts's definitions (the server
 * checks the same ones): the categories of the request's list, the texts, and the file rule.
 */
export function careSchema(kind: CareRequestKind) {
  return object({
    category: string()
      .default('')
      .test('category', CARE_MESSAGES.required, (value) => careCategories(kind).includes(value)),
    subject: text(CARE_MAX_SUBJECT),
    description: text(CARE_MAX_DESCRIPTION),
    attachment: mixed<File>()
      .nullable()
      .default(null)
      .test('attachment', (value, context) => {
        const parent = context.parent as { category?: unknown };
        const category = typeof parent.category === 'string' ? parent.category : '';
        const refusal = value
          ? attachmentRefusal(value.size)
          : careNeedsAttachment(category)
            ? CARE_MESSAGES.attachmentMissing
            : undefined;
        return refusal ? context.createError({ message: refusal }) : true;
      }),
  });
}
