// @vitest-environment node
/**
 * Issue 16, "one source for each rule": the page's yup schema (widgets/CareForm/schema.ts) and
 * the reference server's checks (the request's JSON Schema, server/routes/careRules.ts and the
 * attachment's decoding) come from src/domain/careForm.ts, and must give the same verdict on
 * the same values. fast-check generates what a customer can put in the form: the request's own
 * category list or none, texts blank, short, at and over the limits (in code points, as the
 * server counts them), and no file or a PDF of 0 bytes up to one byte over 2,097,152. The
 * file's type by its content (issue 12) is the server's rule alone: the page only offers the
 * types in its file picker, so the files generated here are PDFs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCareRequest, checkEmailRequest } from '../../server/routes/careRules.ts';
import { decodeAttachment } from '../../server/routes/attachments.ts';
import { validatorFor } from '../../server/validation.ts';
import type { CustomerCareRequest } from '../../schemas/types/customer-care-request.gen.ts';
import type { EmailRequest } from '../../schemas/types/email-request.gen.ts';
import {
  CARE_MAX_ATTACHMENT_BYTES,
  careCategories,
  type CareRequestKind,
} from '../../src/domain/careForm.ts';
import { careSubject } from '../../src/domain/customerCare.ts';
import {
  messaggioRequest,
  sendemailRequest,
  type EncodedFile,
} from '../../widgets/CareForm/request.ts';
import { careSchema, type CareValues } from '../../widgets/CareForm/schema.ts';

const context = { customerCode: 'B-000481', documentNumber: 'B2026010044' };

const text = (max: number) =>
  fc.oneof(
    fc.constantFrom('', ' ', '\n\t ', '\u00a0', 'Vorrei il rimborso.', '👍'),
    fc.string({ maxLength: 40 }),
    fc.constantFrom(max - 1, max, max + 1).map((length) => 'x'.repeat(length)),
    fc.constantFrom(max, max + 1).map((length) => '👍'.repeat(length)),
  );

const sizes = fc.constantFrom(
  0,
  16,
  4096,
  CARE_MAX_ATTACHMENT_BYTES,
  CARE_MAX_ATTACHMENT_BYTES + 1,
);

/** What the page would send: the file read as a data URL of a PDF of that size. */
function encoded(size: number): EncodedFile {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n');
  return {
    name: 'ricevuta.pdf',
    type: 'application/pdf',
    content: size === 0 ? '' : `data:application/pdf;base64,${bytes.toString('base64')}`,
  };
}

const values = (kind: CareRequestKind) =>
  fc
    .record({
      category: fc.constantFrom('', ...careCategories(kind)),
      subject: text(255),
      description: text(5000),
      size: fc.option(sizes, { nil: null }),
    })
    .map(({ size, ...fields }) => ({
      fields: {
        ...fields,
        // The supplier's request carries no subject (spec §3): there the page fills it from
        // the category, and only what the request carries can be held to one verdict.
        subject:
          kind === 'messaggio'
            ? careSubject(fields.category, context.customerCode, '302000000004810026')
            : fields.subject,
      },
      size,
    }));

function pageAccepts(
  kind: CareRequestKind,
  fields: Omit<CareValues, 'attachment'>,
  size: number | null,
) {
  const attachment = size === null ? null : ({ name: 'ricevuta.pdf', size } as File);
  return careSchema(kind).isValidSync({ ...fields, attachment });
}

/** The server's verdict on the page's request: its schema, its rules, its decoding. */
function serverAccepts(
  kind: CareRequestKind,
  body: CustomerCareRequest | EmailRequest | undefined,
) {
  if (body === undefined) return false;
  const schema =
    kind === 'messaggio' ? 'customer-care-request.schema.json' : 'email-request.schema.json';
  if (!validatorFor(schema)(body)) return false;
  try {
    if (kind === 'messaggio') {
      const request = body as CustomerCareRequest;
      checkCareRequest(request);
      for (const file of request.files ?? []) decodeAttachment(file.name, file.content);
    } else {
      const request = body as EmailRequest;
      checkEmailRequest(request);
      if (request.allegato) decodeAttachment(request.allegato_nome ?? '', request.allegato);
    }
    return true;
  } catch {
    return false;
  }
}

describe.each(['messaggio', 'sendemail'] as const)('§5 one verdict for %s', (kind) => {
  it('the page accepts exactly what the server accepts', () => {
    fc.assert(
      fc.property(values(kind), ({ fields, size }) => {
        const file = size === null ? null : encoded(size);
        const form: CareValues = { ...fields, attachment: null };
        const body =
          kind === 'messaggio'
            ? messaggioRequest(form, context, file)
            : sendemailRequest(form, file);
        expect(serverAccepts(kind, body)).toBe(pageAccepts(kind, fields, size));
      }),
      { numRuns: 150 },
    );
  });
});
