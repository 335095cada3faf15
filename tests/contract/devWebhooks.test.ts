import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../server/events/outbox.ts';
import {
  ALFA,
  BETA,
  databaseKinds,
  expectProblem,
  openTestApp,
  sessionToken,
  withSelfReadingOpen,
  type TestApp,
} from './harness.ts';
import { eventsOf } from './events.ts';

// Issue 29: the demo receiver of `npm start` (sandboxes on), as a newcomer and a sender meet
// it: deliveries signed with the Standard Webhooks library, as the server signs them, verified
// with the secret of the endpoint whose url is the path; a page in Italian lists them.
const alfaDefault = 'whsec_sandboxAlfaWebhookSecretNotASecret00';
const betaDefault = 'whsec_sandboxBetaWebhookSecretNotASecret00';
// Alfa rotates its secret: the variable holds the new one and the old one (decision 471).
const rotated = `whsec_${Buffer.from('the new alfa secret, 32 bytes..!').toString('base64')}`;
const env = { QUADRO_ALFA_WEBHOOK_SECRET: `${rotated} ${alfaDefault}` };

/** The settings shape of hosts/<host>/server.json `webhooks` (Helper B's). */
const webhooks = (name: string, variable: string, sandboxDefault: string) => ({
  endpoints: [
    {
      id: 'demo',
      url: `/dev/webhooks/${name}`,
      events: ['*'],
      secret: { env: variable, sandboxDefault },
    },
  ],
});

function signed(secret: string, body: string, id = `msg_${'a'.repeat(32)}`) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, new Date(), body),
    'content-type': 'application/json',
  };
}

describe.each(databaseKinds)('the demo webhook receiver on %s', (kind) => {
  let t: TestApp;
  const post = (name: string, body: string, headers: Record<string, string>, host = ALFA) =>
    t.app.inject({
      method: 'POST',
      url: `/dev/webhooks/${name}`,
      headers: { host, ...headers },
      payload: body,
    });
  const page = async () => {
    const response = await t.app.inject({ url: '/dev/webhooks', headers: { host: ALFA } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    return response.body;
  };

  beforeAll(async () => {
    t = await openTestApp(kind, { sandboxes: true, env });
    for (const host of t.runtime.hosts.all) {
      const alfa = host.name === ALFA;
      host.server = {
        ...host.server,
        webhooks: alfa
          ? webhooks('alfa-demo', 'QUADRO_ALFA_WEBHOOK_SECRET', alfaDefault)
          : webhooks('beta-demo', 'QUADRO_BETA_WEBHOOK_SECRET', betaDefault),
      };
    }
  });
  afterAll(() => t.close());

  it('takes a customer’s reading, signed as the server signs it, and shows it verified', async () => {
    await withSelfReadingOpen(t, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/api_beta_salva_autolettura',
        headers: { host: BETA, authorization: `Bearer ${await sessionToken(t, 'beta-2026-0006')}` },
        payload: { Idsede: 'B-SEDE-5222', Segnante: 777 },
      });
      expect(response.statusCode, response.body).toBe(200);
    });
    const [event] = await eventsOf(t, 'reading.submitted', (e) => e.data['reading'] === 777);
    if (!event) throw new Error('no reading event');
    const body = JSON.stringify(messageOf(event));
    const answer = await post('beta-demo', body, signed(betaDefault, body, event.id), BETA);
    expect(answer.statusCode, answer.body).toBe(204);
    const html = await page();
    expect(html).toContain('<html lang="it">');
    const article = html.slice(html.indexOf(`<code>${event.id}</code>`) - 400);
    expect(article).toMatch(/<code>reading\.submitted<\/code>/);
    expect(article).toContain('Sì, verificata');
    expect(article).toContain('&quot;reading&quot;: 777');
  });

  it('refuses a tampered body with 401 and shows it not verified, with the reason', async () => {
    const body = JSON.stringify({
      type: 'bill.paid',
      timestamp: new Date().toISOString(),
      data: {},
    });
    const headers = signed(alfaDefault, body, `msg_${'b'.repeat(32)}`);
    const answer = await post('alfa-demo', body.replace('bill.paid', 'bill.free'), headers);
    expectProblem(answer, 401, 'signature-invalid');
    const html = await page();
    const article = html.slice(html.indexOf(`msg_${'b'.repeat(32)}`) - 400);
    expect(article).toMatch(
      /class="no">No<\/span>, firma non valida \(No matching signature found\)/,
    );
  });

  it('accepts either secret while one is rotated, and neither other host’s nor a made-up one', async () => {
    const body = JSON.stringify({
      type: 'bill.paid',
      timestamp: new Date().toISOString(),
      data: {},
    });
    expect((await post('alfa-demo', body, signed(rotated, body))).statusCode).toBe(204);
    expect((await post('alfa-demo', body, signed(alfaDefault, body))).statusCode).toBe(204);
    expectProblem(
      await post('alfa-demo', body, signed(betaDefault, body)),
      401,
      'signature-invalid',
    );
    const unsigned = { ...signed(rotated, body), 'webhook-signature': '' };
    expectProblem(await post('alfa-demo', body, unsigned), 401, 'signature-invalid');
  });

  it('answers 404 for a path no endpoint has, and lists the demo endpoints', async () => {
    const body = '{}';
    expectProblem(
      await post('gamma-demo', body, signed(alfaDefault, body)),
      404,
      'no-such-endpoint',
    );
    const html = await page();
    expect(html).toContain('<code>/dev/webhooks/alfa-demo</code></td><td>2</td>');
    expect(html).toContain('<code>/dev/webhooks/beta-demo</code></td><td>1</td>');
  });
});

describe('the demo receiver with the sandboxes off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite', { seed: false });
  });
  afterAll(() => t.close());

  it('is not there', async () => {
    const post = await t.app.inject({
      method: 'POST',
      url: '/dev/webhooks/alfa-demo',
      headers: { host: ALFA, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(post.statusCode).toBe(404);
    const get = await t.app.inject({ url: '/dev/webhooks', headers: { host: ALFA } });
    expect(get.body).not.toContain('Webhook ricevuti');
  });
});
