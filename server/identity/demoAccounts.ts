import type { Bundle } from '../types.ts';

/**
 * The demo customers `npm start` offers a login to (issue 18): one account per supplier and
 * fiscal code (codice fiscale or partita IVA) among the sample bills, since that is who a bill
 * belongs to; a bill without a fiscal code belongs to nobody who can log in. The login name is
 * the fiscal code, as on Italian suppliers' portals, and every demo account has the same
 * published password: these are sample data, listed by `npm start` and in the README.
 *
 * The identity provider stores each account (its password hashed); the customer area links it
 * to the customer of the same id and gives it the bills listed here.
 */
export interface DemoAccount {
  /** `<supplier>:<fiscal code>`: the account's id, the token's `sub`, and its customer's id. */
  id: string;
  supplier: string;
  /** The fiscal code, upper case: what the customer types in the login form. */
  username: string;
  password: string;
  /** The holder's name on the account's most recent bill. */
  name: string;
  /** The ids of the sample bills that belong to the account, oldest first by file order. */
  documentIds: string[];
}

/** The password of every demo account; public on purpose (sample data, never production). */
export const demoPassword = 'Quadro-Demo-2026';

/** The demo accounts of the sample bills, in the order of the bills' first appearance. */
export function demoAccounts(bundles: readonly Bundle[]): DemoAccount[] {
  const accounts = new Map<string, DemoAccount>();
  for (const bundle of bundles) {
    const fiscalCode = fiscalCodeOf(bundle.document);
    if (fiscalCode === undefined) continue;
    const id = `${bundle.supplier}:${fiscalCode}`;
    const name = holderOf(bundle.document) ?? fiscalCode;
    const known = accounts.get(id);
    if (known) {
      known.documentIds.push(bundle.id);
      known.name = name;
    } else {
      accounts.set(id, {
        id,
        supplier: bundle.supplier,
        username: fiscalCode,
        password: demoPassword,
        name,
        documentIds: [bundle.id],
      });
    }
  }
  return [...accounts.values()];
}

/** A codice fiscale (16) or partita IVA (11), upper case; anything else is none. */
function fiscalCodeOf(document: unknown): string | undefined {
  const value = field(document, 'document_fiscal_code');
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toUpperCase();
  return /^([A-Z0-9]{16}|\d{11})$/.test(code) ? code : undefined;
}

function holderOf(document: unknown): string | undefined {
  const value = field(document, 'holder_name');
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function field(document: unknown, name: string): unknown {
  return typeof document === 'object' && document !== null
    ? (document as Record<string, unknown>)[name]
    : undefined;
}
