import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBundle, type Bundle } from '../../server/bundles.ts';
import { dispatchCommandOn } from '../../server/cli/dispatch.ts';
import { opensWritten } from '../../server/dispatch/opens.ts';
import { dispatchStatus } from '../../server/dispatch/queue.ts';
import { dispatchOnce, type DispatcherDeps } from '../../server/dispatch/worker.ts';
import type { Host } from '../../server/hosts/hosts.ts';
import { createMailer, type Mailer } from '../../server/mail/mailer.ts';
import { qrCodesIn } from '../../server/pdf/qrCodes.testing.ts';
import { bundles, databaseKinds, fixturesDir, openTestApp, type TestApp } from './harness.ts';
import { startTestSmtp, type TestSmtp } from './smtp.ts';

// Issue 28, ADR 0045: each new bill, and each version that changes what is due, is announced
// by e-mail through a durable queue: what a customer's mail client receives, and what the
// queue reports, against a real SMTP server and parser, on both databases.
const sample = (id: string): Bundle => {
  const found = bundles.find((bundle) => bundle.id === id);
  if (!found) throw new Error(`no sample ${id}`);
  return structuredClone(found);
};
/** A sample bill under a new id, with the address its e-mail goes to. */
const copy = (id: string, newId: string, email?: string): Bundle => ({
  ...sample(id),
  id: newId,
  ...(email === undefined ? {} : { announce: { email } }),
});
const MINUTE = 60_000;
const linkIn = (mail: ParsedMail): string => {
  const found = /https?:\/\/\S+\/bollettainterattiva\?id=[\w-]+/.exec(mail.text ?? '');
  if (!found) throw new Error(`no bill link in ${mail.text ?? ''}`);
  return found[0];
};
const dispatchIdOf = (mail: ParsedMail): unknown => mail.headers.get('x-quadro-dispatch');

describe.each(databaseKinds)('bill e-mails on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let mailer: Mailer;
  beforeAll(async () => {
    [t, smtp] = await Promise.all([openTestApp(kind, { seed: false }), startTestSmtp()]);
    mailer = createMailer(smtp.url);
    // The queue's rows are stamped with the real time; the workers' clock starts after it.
    t.clock.now = new Date(Date.now() + MINUTE);
  });
  afterAll(async () => {
    mailer.close();
    await Promise.all([t.close(), smtp.close()]);
  });

  const store = (bundle: Bundle) =>
    importBundle(t.runtime.db, bundle, fixturesDir, t.runtime.blobs);
  const deps = (hosts: readonly Host[] = t.runtime.hosts.all): DispatcherDeps => ({
    db: t.runtime.db,
    hosts: { all: hosts },
    sealer: t.runtime.sealer,
    mailer,
    origin: (host) => `http://${host.name}`,
    now: () => t.clock.now,
  });
  const later = (ms: number) => {
    t.clock.now = new Date(t.clock.now.getTime() + ms);
  };

  it('sends a stored bill its e-mail: amount, due date, a link and a QR code that open it', async () => {
    await store(sample('alfa-2026-0001'));
    expect((await dispatchStatus(t.runtime.db, 'alfa-2026-0001')).state).toBe('queued');
    expect(await dispatchOnce(deps())).toBe(1);
    const mail = await smtp.waitFor((m) => m.subject?.includes('A2026000101') === true);
    expect(mail.from?.text).toBe('"Alfa Energia" <bollette@alfa-energia.test>');
    // No announce in the bundle: the profile's billing e-mail (decision 417).
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(
      'giulia.bianchi@example.it',
    );
    expect(mail.text).toContain('109,73 €');
    expect(mail.text).toContain('25 marzo 2026');
    expect(mail.html).toContain('<html lang="it"');
    expect(mail.html).toContain('Apri la bolletta');

    const link = linkIn(mail);
    const answer = await t.app.inject({
      url: `/api/bollettainterattiva/document/${new URL(link).searchParams.get('id') ?? ''}`,
      headers: { host: new URL(link).host },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Record<string, unknown>>()['document_number']).toBe('A2026000101');

    // The QR code, read by an outside decoder, is the same link.
    const qr = mail.attachments.find((a) => a.cid === 'qr@quadro');
    expect(qr?.contentType).toBe('image/png');
    expect(mail.html).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="Codice QR che apre/);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'quadro-qr-')), 'qr.png');
    writeFileSync(file, qr?.content ?? Buffer.alloc(0));
    expect(await qrCodesIn(file)).toEqual([link]);

    const sent = await dispatchStatus(t.runtime.db, 'alfa-2026-0001');
    expect(sent).toMatchObject({
      state: 'sent',
      sentTo: 'giulia.bianchi@example.it',
      firstOpenedAt: null,
    });
    expect(sent.reason).toMatch(/^250/);
    // The customer opens the link: the state records its first opening, and keeps it.
    const opened = await t.app.inject({
      url: `/api/public/access?id=${new URL(link).searchParams.get('id') ?? ''}`,
      headers: { host: new URL(link).host },
    });
    expect(opened.statusCode).toBe(200);
    // Written just after the answer (server/dispatch/opens.ts).
    await opensWritten();
    const first = (await dispatchStatus(t.runtime.db, 'alfa-2026-0001')).firstOpenedAt;
    expect(first).toBe(t.clock.now.toISOString());
    later(MINUTE);
    await t.app.inject({
      url: `/api/public/access?id=${new URL(link).searchParams.get('id') ?? ''}`,
      headers: { host: new URL(link).host },
    });
    await opensWritten();
    expect((await dispatchStatus(t.runtime.db, 'alfa-2026-0001')).firstOpenedAt).toBe(first);
  });

  it('announces a version only when what is due changes', async () => {
    const count = async () =>
      (
        await t.runtime.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM dispatches WHERE document_id = 'alfa-2026-0001'",
        )
      )[0]?.n;
    const before = await count();
    await store(sample('alfa-2026-0001'));
    const renamed = sample('alfa-2026-0001');
    renamed.document = { ...renamed.document, holder_name: 'Giulia Bianchi Rossi' };
    await store(renamed);
    expect(await count()).toBe(before);

    const moreDue = {
      ...renamed,
      document: { ...renamed.document, document_payment_debt: 1234.56 },
    };
    await store(moreDue);
    expect(await count()).toBe((before ?? 0) + 1);
    later(MINUTE);
    await dispatchOnce(deps());
    const mail = await smtp.waitFor((m) => m.text?.includes('1.234,56 €') === true);
    expect(mail.text).toContain('Gentile Giulia Bianchi Rossi,');
  });

  it('keeps a refusal as failed with the SMTP reason, and sends on a later attempt', async () => {
    await store(copy('alfa-2026-0002', 'alfa-mail-0550', 'nobody@example.it'));
    smtp.refuseNext(1, { code: 550, message: '5.1.1 <nobody@example.it>: no such user' });
    later(MINUTE);
    await dispatchOnce(deps());
    const failed = await dispatchStatus(t.runtime.db, 'alfa-mail-0550');
    expect(failed).toMatchObject({ state: 'failed', attempts: 1, sentTo: 'nobody@example.it' });
    expect(failed.reason).toContain('550 5.1.1 <nobody@example.it>: no such user');
    // Backoff: not before a minute has passed.
    expect(failed.nextAttemptAt).toBe(new Date(t.clock.now.getTime() + MINUTE).toISOString());
    expect(await dispatchOnce(deps())).toBe(0);
    later(MINUTE);
    expect(await dispatchOnce(deps())).toBe(1);
    await smtp.waitFor(
      (m) =>
        m.subject?.includes('A2026000214') === true &&
        linkIn(m).length > 0 &&
        m.to !== undefined &&
        !Array.isArray(m.to) &&
        m.to.text === 'nobody@example.it',
    );
    expect(await dispatchStatus(t.runtime.db, 'alfa-mail-0550')).toMatchObject({
      state: 'sent',
      attempts: 2,
    });
  });

  it('never sends one e-mail twice when workers run at once', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'].map((s) => `beta-mail-race-${s}`);
    for (const id of ids) await store(copy('beta-2026-0001', id, `${id}@example.it`));
    later(MINUTE);
    const handled = await Promise.all([
      dispatchOnce(deps()),
      dispatchOnce(deps()),
      dispatchOnce(deps()),
    ]);
    expect(handled.reduce((a, b) => a + b, 0)).toBe(ids.length);
    const mails = await Promise.all(
      ids.map((id) =>
        smtp.waitFor(
          (m) => m.to !== undefined && !Array.isArray(m.to) && m.to.text === `${id}@example.it`,
        ),
      ),
    );
    const forThem = smtp.messages.filter((m) =>
      mails.some((x) => dispatchIdOf(x) === dispatchIdOf(m)),
    );
    expect(forThem).toHaveLength(ids.length);
  });

  it("keeps to a host's sending rate across workers, minute by minute", async () => {
    const slow = t.runtime.hosts.all.map((host) =>
      host.settings.supplier === 'beta'
        ? { ...host, server: { ...host.server, mail: { ...host.server.mail, perMinute: 2 } } }
        : host,
    );
    // A fresh minute, with nothing sent yet.
    t.clock.now = new Date(Math.ceil(t.clock.now.getTime() / MINUTE) * MINUTE + 10 * MINUTE);
    const ids = ['a', 'b', 'c'].map((s) => `beta-mail-rate-${s}`);
    for (const id of ids) await store(copy('beta-2026-0003', id, `${id}@example.it`));
    const both = await Promise.all([dispatchOnce(deps(slow)), dispatchOnce(deps(slow))]);
    expect(both.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await dispatchOnce(deps(slow))).toBe(0);
    const states = await Promise.all(ids.map((id) => dispatchStatus(t.runtime.db, id)));
    expect(states.map((s) => s.state).sort()).toEqual(['queued', 'sent', 'sent']);
    later(MINUTE);
    expect(await dispatchOnce(deps(slow))).toBe(1);
  });

  it('writes to the bundle, else the account, else the billing e-mail, else none', async () => {
    const withAll = copy('beta-2026-0006', 'beta-mail-order', 'bundle@example.it');
    await store(withAll);
    const bare = copy('beta-2026-0005', 'beta-mail-none');
    delete bare.announce;
    delete bare.profile;
    await store(bare);
    const account = copy('beta-2026-0006', 'beta-mail-account');
    await store(account);
    // The customer of beta-2026-0006 has an account, with the e-mail it set.
    const code = String(account.document['document_fiscal_code']).toUpperCase();
    await t.runtime.db.query(
      `INSERT INTO customers (id, supplier, code, fiscal_code, name, kind, email)
       VALUES ($1, 'beta', 'C1', $2, 'Pizzeria', 'business', 'account@example.it')
       ON CONFLICT (id) DO UPDATE SET email = excluded.email`,
      [`beta:${code}`, code],
    );
    await t.runtime.db.query(
      "INSERT INTO account_customers (account_id, customer_id) VALUES ('acc-1', $1) ON CONFLICT DO NOTHING",
      [`beta:${code}`],
    );
    later(MINUTE);
    await dispatchOnce(deps());
    expect((await dispatchStatus(t.runtime.db, 'beta-mail-order')).sentTo).toBe(
      'bundle@example.it',
    );
    expect((await dispatchStatus(t.runtime.db, 'beta-mail-account')).sentTo).toBe(
      'account@example.it',
    );
    const none = await dispatchStatus(t.runtime.db, 'beta-mail-none');
    expect(none).toMatchObject({ state: 'failed', nextAttemptAt: null });
    expect(none.reason).toContain('no e-mail address');
  });

  it('lists the queue and queues a failed e-mail again with `quadro dispatch`', async () => {
    const lines: string[] = [];
    expect(
      await dispatchCommandOn(
        t.runtime.db,
        ['--state', 'failed'],
        (l) => lines.push(l),
        t.clock.now,
      ),
    ).toBe(0);
    const none = lines.find((l) => l.includes('beta-mail-none'));
    expect(none).toMatch(/failed .* waits for retry .*no e-mail address/);
    const id = Number(none?.trim().split(/\s+/)[0]);
    lines.length = 0;
    expect(
      await dispatchCommandOn(
        t.runtime.db,
        ['retry', String(id)],
        (l) => lines.push(l),
        t.clock.now,
      ),
    ).toBe(0);
    expect(lines).toEqual(['1 failed e-mail queued again.']);
    expect(await dispatchStatus(t.runtime.db, 'beta-mail-none')).toMatchObject({
      state: 'failed',
      attempts: 0,
      nextAttemptAt: t.clock.now.toISOString(),
    });
    expect(await dispatchCommandOn(t.runtime.db, ['retry'], (l) => lines.push(l))).toBe(2);
  });
});
