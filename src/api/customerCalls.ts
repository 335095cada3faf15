import type { CustomerNames } from '../../schemas/types/customer-names.gen.ts';
import type { Invoice } from '../../schemas/types/invoice.gen.ts';
import type { MenuAnswer } from '../../schemas/types/menu.gen.ts';
import type { Client } from './client.ts';
import type { Loaded } from './types.ts';
import { checkAnswer } from './validate.ts';
import { checkLater, validatorGroups as groups } from './validators.ts';

/**
 * The logged-in customer's shell calls (spec §6 "Menu and customer names are fetched only when
 * authenticated", §7; issue 17, decisions 228 and 229), apart from `createApi`: a bill link is
 * never logged in, so the bill route's initial JavaScript carries neither these functions nor
 * their validators (the `customer` group). The login (issue 18) builds them with its client.
 */
/** The answer each validator of the `customer` group checks. */
interface Answers {
  menu: MenuAnswer;
  customerNames: CustomerNames;
  invoice: Invoice;
}

export function createCustomerCalls(client: Client) {
  async function get<K extends keyof Answers>(
    path: string,
    what: string,
    validator: K,
  ): Promise<Loaded<Answers[K]>> {
    const check = checkLater<Answers[K]>(
      async () => (await groups.customer())[validator],
      (validate, body) => checkAnswer<Answers[K]>(validate, body, what),
    );
    const answer = await client.getJson(path);
    return answer.ok ? check(answer.body) : answer;
  }
  return {
    /** GET /api/menu: the portal menu's items, labelled in `lang` (the page's language). */
    menu: (lang?: string) =>
      get(
        lang === undefined ? '/api/menu' : `/api/menu?lang=${encodeURIComponent(lang)}`,
        'menu',
        'menu',
      ),
    /** GET /api/customer/names: the customers this login may act for. */
    customerNames: () => get('/api/customer/names', 'customer names', 'customerNames'),
    /** GET /api/document/{id}: one of the login's invoices, with a bill link (decision 255). */
    invoice: (documentId: string) =>
      get(`/api/document/${encodeURIComponent(documentId)}`, 'invoice', 'invoice'),
  };
}

export type CustomerCalls = ReturnType<typeof createCustomerCalls>;
