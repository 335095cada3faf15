import type { ContactRequest } from '../../schemas/types/contact-request.gen.ts';
import type { ContactsInfo } from '../../schemas/types/contacts-info.gen.ts';
import type { PasswordChange } from '../../schemas/types/password-change.gen.ts';
import type { Client, RawAnswer } from './client.ts';
import type { Loaded } from './types.ts';
import { checkAnswer } from './validate.ts';
import { checkLater, validatorGroups as groups } from './validators.ts';

export type { ContactRequest, ContactsInfo, PasswordChange };

/** Spec §7's send calls answer `1` for success (decision 271); anything else is a failure. */
function sent(answer: RawAnswer): Loaded<true> {
  if (!answer.ok) return answer;
  if (answer.body === 1) return { ok: true, value: true };
  return { ok: false, failure: { reason: 'invalid', detail: 'the answer is not 1' } };
}

/**
 * The customer area's contacts page and password (issue 18, decisions 270-273), built with the
 * login's client: GET /api/contacts, POST /api/contacts/sendemail/{id} and PUT
 * /api/customer/password/reset. Each never throws (`Loaded`); the contacts' validator is its
 * own chunk (`contacts` group), fetched with the first call.
 */
export function createContactCalls(client: Client) {
  return {
    /** GET /api/contacts: the host's contact channels. */
    contacts: async (): Promise<Loaded<ContactsInfo>> => {
      const check = checkLater<ContactsInfo>(
        async () => (await groups.contacts()).contactsInfo,
        (validate, body) => checkAnswer<ContactsInfo>(validate, body, 'contacts'),
      );
      const answer = await client.getJson('/api/contacts');
      return answer.ok ? check(answer.body) : answer;
    },
    /** POST /api/contacts/sendemail/{id}, {id} = the selected customer: a message to customer care. */
    sendRequest: async (customerId: string, request: ContactRequest): Promise<Loaded<true>> => {
      const path = `/api/contacts/sendemail/${encodeURIComponent(customerId)}`;
      return sent(await client.postJson(path, request));
    },
    /** PUT /api/customer/password/reset: the login's new password, given its current one. */
    changePassword: async (change: PasswordChange): Promise<Loaded<true>> => {
      return sent(await client.putJson('/api/customer/password/reset', change));
    },
  };
}

export type ContactCalls = ReturnType<typeof createContactCalls>;
