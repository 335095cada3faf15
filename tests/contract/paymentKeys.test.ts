import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outcomeMac, requestMac } from '../../server/payments/nexi.ts';
import {
  alfa64,
  databaseKinds,
  expectProblem,
  nexi,
  openTestApp,
  startNexiPayment,
  testKeys,
  type TestApp,
} from './harness.ts';
import { event, markings, sign, startPayment, webhook, worldline } from './worldlineHarness.ts';

/**
 * Issue 12, item 1: with the sandboxes off a host verifies payments only with the real key its
 * environment gives; the repository's public sandbox key, which anyone can read, marks nothing.
 * (Starting without the key is refused: ./serveStart.test.ts.)
 */

describe.each(databaseKinds)('payment keys with the sandboxes off (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(kind); // sandboxes off, the real keys of testKeys
  });
  afterAll(() => t.close());

  it('refuses a first-provider notification signed with the public sandbox key', async () => {
    const { link, postData } = await startNexiPayment(t, 'alfa-keys-1');
    const fields = {
      codTrans: postData['codTrans'] ?? '',
      esito: 'OK',
      importo: '10973',
      divisa: 'EUR',
      data: '20261122',
      orario: '101500',
      codAut: 'A1B2C3',
    };
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/nexi/s2s/${link}/${alfa64}`,
      headers: {
        host: 'notifications.invalid',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        ...fields,
        mac: outcomeMac(fields, nexi.sandboxKey, 'sha1'),
      }).toString(),
    });
    expectProblem(response, 400, 'bad-mac');
    const paid = await t.runtime.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payments WHERE document_id = $1',
      ['alfa-keys-1'],
    );
    expect(paid[0]?.n).toBe(0);
    // The payment data the page posts is signed with the real key, not the public one.
    const asked = { codTrans: fields.codTrans, divisa: 'EUR', importo: '10973' };
    expect(postData['mac']).toBe(requestMac(asked, nexi.key, 'sha1'));
  });

  it('refuses a second-provider webhook signed with the public sandbox key', async () => {
    const { id, link, code } = await startPayment(t, 'keys');
    const body = JSON.stringify(event(code));
    const response = await webhook(t, link, body, { signature: sign(body, worldline.sandboxKey) });
    expectProblem(response, 400, 'bad-signature');
    expect(await markings(t, id)).toBe(0);
  });
});

/**
 * Issue 27, item 3: the key is trimmed once, and that text is checked and used. The repository
 * key with a trailing newline marked a bill paid with the sandboxes off; `=a` started.
 */
describe.each(databaseKinds)('payment keys refused at start (%s)', (kind) => {
  it.each([
    ['the public sandbox key and a newline', `${nexi.sandboxKey}\n`, /holds a public sandbox key/],
    ['the public sandbox key in spaces', ` ${nexi.sandboxKey} `, /holds a public sandbox key/],
    ["the other provider's public key", worldline.sandboxKey, /holds a public sandbox key/],
    ['of two characters', '=a', /is 2 characters.*at least 32/],
    ['of 31 characters', 'k'.repeat(31), /is 31 characters.*at least 32/],
  ])('refuses to start with Alfa’s key %s, naming the variable', async (_case, key, reason) => {
    const env = { ...testKeys, [nexi.env]: key };
    const started = openTestApp(kind, { env });
    await expect(started).rejects.toThrow(new RegExp(nexi.env));
    await expect(started).rejects.toThrow(reason);
  });

  it('signs with the trimmed key, the text every check read', async () => {
    const key = testKeys[nexi.env] ?? '';
    const t = await openTestApp(kind, { env: { ...testKeys, [nexi.env]: `${key}\n` } });
    try {
      const { postData } = await startNexiPayment(t, 'alfa-keys-trim');
      const asked = { codTrans: postData['codTrans'] ?? '', divisa: 'EUR', importo: '10973' };
      expect(postData['mac']).toBe(requestMac(asked, key, 'sha1'));
    } finally {
      await t.close();
    }
  });
});
