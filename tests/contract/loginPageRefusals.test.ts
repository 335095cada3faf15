import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../server/deps.ts';
import { loadHosts, type Host } from '../../server/hosts/hosts.ts';
import { tooMany } from '../../server/http/limits.ts';
import { installPageErrors } from '../../server/identity/pageErrors.ts';
import { ALFA, config, openTestApp, type TestApp } from './harness.ts';
import { browser, startLogin } from './login.ts';

const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/**
 * Issue 30, "past the login limit the page is raw JSON": a person in a browser on the login and
 * password pages gets a page in the login page's look for every refusal, never problem+json;
 * an API client (no text/html in Accept) keeps the problem (decision 567).
 */
describe('refusals on the login page, as a browser sees them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  const loginForm = async () => {
    const b = browser(t.app, ALFA);
    return { b, path: (await startLogin(b)).loginPath };
  };

  it('answers a password past the form limit with the login page’s look, 413', async () => {
    const { b, path } = await loginForm();
    const long = { username: 'BNCGLI85M52H501X', password: 'x'.repeat(20_000) };
    const refused = await b.go('POST', path, long, { accept: html });
    expect(refused.status).toBe(413);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('<html lang="it">');
    expect(refused.body).toContain('<h1>Richiesta non accettata</h1>');
    expect(refused.body).toContain('Il testo inviato è troppo lungo');
    expect(refused.body).not.toContain('body-too-large');
    // An API client keeps the problem.
    const api = await b.go('POST', path, long, { accept: 'application/json' });
    expect(api.status).toBe(413);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(api.body)).toMatchObject({ code: 'body-too-large' });
  });

  it('answers a field holding a NUL with a page too, 400', async () => {
    const { b, path } = await loginForm();
    const refused = await b.go(
      'POST',
      path,
      { username: 'a\u0000b', password: 'p' },
      { accept: html },
    );
    expect(refused.status).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('Il modulo contiene caratteri non validi');
  });

  it('answers the forgotten-password page in the customer’s language', async () => {
    const b = browser(t.app, ALFA);
    const long = { username: 'x'.repeat(20_000) };
    const refused = await b.go('POST', '/oidc/password/forgot?lang=en', long, { accept: html });
    expect(refused.status).toBe(413);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('<html lang="en">');
    expect(refused.body).toContain('The text you sent is too long');
  });
});

/**
 * A limiter that throws on one of these pages (the shared error path: @fastify/rate-limit's
 * route limits throw the `tooMany` problem after setting Retry-After) gives a browser the page,
 * 429 and Retry-After, with the wait said in minutes.
 */
describe('a limit thrown on a login page', () => {
  let app: FastifyInstance;
  let host: Host;
  beforeAll(async () => {
    host = loadHosts(config.hostsDir, config.cataloguesDir).lookup(ALFA) as Host;
    app = Fastify();
    app.decorateRequest('site', null as unknown as Host);
    app.addHook('onRequest', (request, _reply, done) => {
      request.site = host;
      done();
    });
    const deps = { identity: { origin: () => 'https://bolletta.alfa-energia.test' } };
    await app.register((scope, _options, done) => {
      installPageErrors(scope, deps as unknown as Deps);
      scope.post('/oidc/interaction/limited', (_request, reply) => {
        void reply.header('retry-after', '90');
        throw tooMany(90, 'this address');
      });
      done();
    });
  });
  afterAll(() => app.close());

  it('is a page with 429, Retry-After and the wait, for a browser', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/oidc/interaction/limited',
      headers: { accept: html },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('90');
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.body).toContain('Troppe richieste da questa rete. Riprova tra 2 minuti.');
  });

  it('stays the problem for an API client', async () => {
    const refused = await app.inject({ method: 'POST', url: '/oidc/interaction/limited' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('90');
    expect(refused.headers['content-type']).not.toMatch(/^text\/html/);
    expect(refused.body).toContain('rate-limited');
  });
});
