import type { CustomerCareRequest } from '../../schemas/types/customer-care-request.gen.ts';
import type { EmailRequest } from '../../schemas/types/email-request.gen.ts';
import { careNeedsAttachment, careRouting } from '../../src/domain/customerCare.ts';
import { Problem } from '../http/problem.ts';

/**
 * What the customer-care requests' schemas cannot say, from the page's own definitions
 * (src/domain/careForm.ts, customerCare.ts): run after the body passed its schema. The
 * attachments' size and type are checked as they are decoded (attachments.ts), from the same
 * limit. tests/fuzz/careVerdict.test.ts holds these and the page's yup schema to one verdict.
 */
export function checkCareRequest(request: CustomerCareRequest): void {
  const routing = careRouting(request.category);
  // Decision 54: the derived values, when the page sends them, must be those of spec §9.
  for (const key of ['priority', 'owner', 'typology', 'subcategory'] as const) {
    const sent = request[key];
    if (sent !== undefined && sent !== routing[key]) {
      throw new Problem(
        400,
        'routing-mismatch',
        `${key} is ${sent} but the category ${request.category} gives ${routing[key]} (spec §9).`,
      );
    }
  }
  if (careNeedsAttachment(request.category) && (request.files ?? []).length === 0) {
    throw attachmentMissing(request.category);
  }
}

/** The older e-mail request: the same file rule; a named attachment without content is empty. */
export function checkEmailRequest(request: EmailRequest): void {
  const hasFile = request.allegato !== undefined && request.allegato !== '';
  if (!hasFile && request.allegato_nome !== undefined) {
    throw new Problem(400, 'attachment-empty', `The attachment ${request.allegato_nome} is empty.`);
  }
  if (careNeedsAttachment(request.categoria ?? '') && !hasFile) {
    throw attachmentMissing(request.categoria ?? '');
  }
}

function attachmentMissing(category: string): Problem {
  return new Problem(
    400,
    'attachment-missing',
    `allegato ko: the category ${category} needs an attachment.`,
  );
}
