import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importBundle, type Bundle } from '../../server/bundles.ts';
import { startMailing, type Mailing } from '../../server/dispatch/start.ts';
import { installSecurityHeaders } from '../../server/http/security.ts';
import { devInboxRoutes } from '../../server/mail/devInboxRoutes.ts';
import { bundles, databaseKinds, fixturesDir, openTestApp, type TestApp } from './harness.ts';

// Issue 28, ADR 0045: `npm start` without QUADRO_SMTP_URL catches its own e-mail and shows it
// to configurators as a mail client would: the worker wakes when a bill is stored, sends to
// the built-in receiver, and /dev/mail lists and shows what arrived.
const sample = (id: string): Bundle => {
  const found = bundles.find((bundle) => bundle.id === id);
  if (!found) throw new Error(`no sample ${id}`);
  return { ...structuredClone(found), id: `${id}-inbox` };
};

describe.each(databaseKinds)("npm start's caught e-mails on %s", (kind) => {
  let t: TestApp;
  let mailing: Mailing;
  let page: FastifyInstance;
  beforeAll(async () => {
    t = await openTestApp(kind, { seed: false });
    mailing = await startMailing({ ...t.runtime, mailer: null }, { sandboxes: true }, console);
    await mailing.startWorker((host) => `http://${host.name}`);
    page = Fastify();
    installSecurityHeaders(page, []);
    if (mailing.inbox) devInboxRoutes(page, mailing.inbox);
  });
  afterAll(async () => {
    await page.close();
    await mailing.close();
    await t.close();
  });

  it('sends a stored bill to the built-in receiver, without being asked', async () => {
    expect(mailing.inbox?.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    await importBundle(t.runtime.db, sample('beta-2026-0004'), fixturesDir, t.runtime.blobs);
    await vi.waitFor(
      () => {
        expect(mailing.inbox?.list().map((m) => m.mail.subject)).toContain(
          'La tua bolletta Beta Gas n. B2026010330',
        );
      },
      { timeout: 20_000, interval: 50 },
    );
  });

  it('lists the caught e-mails and shows one as a mail client would', async () => {
    const list = await page.inject({ url: '/dev/mail' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('rosa.gallo@example.it');
    const number = mailing.inbox?.list()[0]?.number ?? 0;
    expect(list.body).toContain(`<a href="/dev/mail/${number}">La tua bolletta Beta Gas`);

    const view = await page.inject({ url: `/dev/mail/${number}` });
    expect(view.body).toContain(
      `sandbox="allow-popups allow-popups-to-escape-sandbox" src="/dev/mail/${number}/html"`,
    );
    expect(view.body).toContain('Importo da pagare: 437,86 €');

    const html = await page.inject({ url: `/dev/mail/${number}/html` });
    // The mail's own markup runs no script and loads nothing but its inline images.
    expect(html.headers['content-security-policy']).toBe(
      "default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; " +
        "form-action 'none'; frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox",
    );
    expect(html.body).toContain('<base target="_blank">');
    expect(html.body).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="Codice QR/);
    expect((await page.inject({ url: '/dev/mail/999999' })).statusCode).toBe(404);
  });
});
