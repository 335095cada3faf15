import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCustomerArea } from '../../server/area/seed.ts';
import { seedDemoAccounts } from '../../server/identity/accounts.ts';
import { demoAccounts, demoPassword } from '../../server/identity/demoAccounts.ts';
import { ALFA, BETA, bundles, databaseKinds, openTestApp, type TestApp } from './harness.ts';
import { loginAs } from './login.ts';

/**
 * Issue 18: the two halves met. The customer area's own suites sign tokens with a test key;
 * here the tokens come from the hosts' identity providers, through the real login page, and
 * the area answers with the logged-in customer's own data only.
 */
describe.each(databaseKinds)('the customer area with a real login (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind, { sandboxes: true });
    const accounts = demoAccounts(bundles);
    await seedDemoAccounts(t.runtime.db, accounts);
    await seedCustomerArea(t.runtime.db, bundles, accounts, t.runtime.blobs);
  });
  afterAll(async () => {
    await t.close();
  });

  const names = (host: string, token: string) =>
    t.app.inject({
      url: '/api/customer/names',
      headers: { host, authorization: `Bearer ${token}` },
    });

  it("answers a logged-in customer's names, both customers of an administrator", async () => {
    const tokens = await loginAs(t.app, ALFA, 'BNCGLI85M52H501X', demoPassword);
    const answer = await names(ALFA, tokens.access_token);
    expect(answer.statusCode).toBe(200);
    const listed = answer.json<{ names: { id: string; name: string }[] }>().names;
    expect(listed.map((entry) => entry.id).sort()).toEqual([
      'alfa:97712340015',
      'alfa:BNCGLI85M52H501X',
    ]);
  });

  it("refuses another host's token, and another customer's invoices are not found", async () => {
    const beta = await loginAs(t.app, BETA, '06123450634', demoPassword);
    expect((await names(ALFA, beta.access_token)).statusCode).toBe(401);
    const home = async (login: string) => {
      const tokens = await loginAs(t.app, ALFA, login, demoPassword);
      return t.app.inject({
        url: `/api/customer/home/${encodeURIComponent('alfa:BNCGLI85M52H501X')}`,
        headers: { host: ALFA, authorization: `Bearer ${tokens.access_token}` },
      });
    };
    expect((await home('BNCGLI85M52H501X')).statusCode).toBe(200);
    expect((await home('CLMMRC72C15F205K')).statusCode).toBe(404);
  });
});
