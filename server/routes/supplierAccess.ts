import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps.ts';
import { grantFromLink, grantFromSession, type Grant } from '../http/access.ts';
import { linkNotFound, Problem } from '../http/problem.ts';

/**
 * A supplier endpoint serves its own host and its own bills: `api_beta_…` on Alfa's host, or a
 * Beta link on `api_alfa_…`, is refused like an unknown link.
 */
export function checkHost(request: FastifyRequest, supplier: string): void {
  if (request.site.settings.supplier !== supplier) {
    throw new Problem(
      404,
      'unknown-supplier',
      `This host does not serve the ${supplier} endpoints.`,
    );
  }
}

export async function supplierGrant(
  deps: Deps,
  request: FastifyRequest,
  supplier: string,
  crypto?: string,
): Promise<Grant> {
  checkHost(request, supplier);
  const grant =
    crypto === undefined
      ? await grantFromSession(deps, request)
      : await grantFromLink(deps, request.site, crypto);
  if (grant.document.supplier !== supplier) throw linkNotFound();
  return grant;
}

/** The customer code of a bill: its profile's idAnagrafica, else the invoices_codice_cliente index field. */
export function customerId(grant: Grant): string {
  const fromProfile = grant.document.profile?.['idAnagrafica'];
  if (typeof fromProfile === 'string' && fromProfile !== '') return fromProfile;
  const fields = grant.document.document['index_fields'];
  if (Array.isArray(fields)) {
    for (const field of fields as unknown[]) {
      if (typeof field !== 'object' || field === null) continue;
      const { label, value } = field as Record<string, unknown>;
      if (
        label === 'invoices_codice_cliente' &&
        (typeof value === 'string' || typeof value === 'number')
      ) {
        return String(value);
      }
    }
  }
  return grant.document.id;
}
