import type { CustomerCareRequest } from '../../schemas/types/customer-care-request.gen.ts';
import type { EmailRequest } from '../../schemas/types/email-request.gen.ts';
import { CARE_CATEGORIES, careRouting } from '../../src/domain/customerCare.ts';
import type { CareValues } from './schema.ts';

/** The bill's identifiers a request carries (spec §3). */
export interface CareContext {
  customerCode: string;
  documentNumber: string;
}

/** A file the customer attached, as the requests carry it: its name and base64 content. */
export interface EncodedFile {
  name: string;
  type: string;
  content: string;
}

const isCurrentCategory = (value: string): value is CustomerCareRequest['category'] =>
  (CARE_CATEGORIES as readonly string[]).includes(value);

/**
 * The supplier's request (spec §3 "Customer-care request"): e-mail sent empty, the derived
 * values of §9, the file as name + base64. The subject is not part of it (§3 lists none): the
 * category and the bill's numbers it is made of travel as their own fields.
 */
export function messaggioRequest(
  values: CareValues,
  context: CareContext,
  file: EncodedFile | null,
): CustomerCareRequest | undefined {
  const { category } = values;
  // The schema let only a category of the current list through; this narrows it for the type.
  if (!isCurrentCategory(category)) return undefined;
  return {
    email: '',
    ...(context.customerCode && { idAnagrafica: context.customerCode }),
    ...(context.documentNumber && { idFattura: context.documentNumber }),
    description: values.description,
    category,
    ...careRouting(category),
    ...(file && { files: [{ name: file.name, content: file.content }] }),
  };
}

/** The older e-mail request (spec §3 "Older e-mail request"). */
export function sendemailRequest(values: CareValues, file: EncodedFile | null): EmailRequest {
  return {
    categoria: values.category,
    oggetto: values.subject,
    messaggio: values.description,
    ...(file && { allegato_nome: file.name, allegato_tipo: file.type, allegato: file.content }),
  };
}

/** The file as a `data:…;base64,` URL, which both requests accept as it is. */
export function encodeFile(file: File): Promise<EncodedFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const content = typeof reader.result === 'string' ? reader.result : '';
      resolve({ name: file.name, type: file.type, content });
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error(`could not read ${file.name}`));
    };
    reader.readAsDataURL(file);
  });
}
