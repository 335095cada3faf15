import { readCustomerAreaFixtures } from '../area/seed.ts';
import type { DemoAccount } from '../identity/demoAccounts.ts';
import type { CustomerAreaFixture } from '../../schemas/types/customer-area-fixture.gen.ts';

/**
 * The demo accounts to store, without those of the customers the fixtures mark `registrable`
 * (decision 265): their customers, bills and contracts are seeded as any other, but no login,
 * so `npm start` has customers who can show the registration end to end.
 */
export function withoutRegistrable(
  accounts: readonly DemoAccount[],
  fixtures: readonly CustomerAreaFixture[] = readCustomerAreaFixtures(),
): DemoAccount[] {
  const registrable = new Set(fixtures.flatMap((fixture) => fixture.registrable ?? []));
  for (const id of registrable) {
    if (!accounts.some((account) => account.id === id)) {
      throw new Error(`fixtures/customer-area: ${id} is registrable but no sample bill's customer`);
    }
  }
  return accounts.filter((account) => !registrable.has(account.id));
}
