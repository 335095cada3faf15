import type { RealmAnswer } from '../../schemas/types/realm.gen.ts';
import type { Client } from './client.ts';
import type { Loaded } from './types.ts';
import { checkAnswer } from './validate.ts';
import { checkLater } from './validators.ts';

export type { RealmAnswer } from '../../schemas/types/realm.gen.ts';

/**
 * GET /api/realm (spec §7; issue 18): how the page logs a customer in on this host, asked
 * without a login and checked by `schemas/realm.schema.json` like every answer. Only the login's
 * chunk (src/auth) calls it, so its validator group (`realm`) is imported here and not listed in
 * `validatorGroups`, whose functions the bill route carries.
 */
export async function fetchRealm(client: Client): Promise<Loaded<RealmAnswer>> {
  const check = checkLater<RealmAnswer>(
    async () => (await import('virtual:quadro/validators/realm')).realm,
    (validate, body) => checkAnswer<RealmAnswer>(validate, body, 'realm'),
  );
  const answer = await client.getJson('/api/realm');
  return answer.ok ? check(answer.body) : answer;
}
