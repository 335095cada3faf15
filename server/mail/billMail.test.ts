// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { loadHosts } from '../hosts/hosts.ts';
import { billFacts, billMail, type BillFacts } from './billMail.ts';
import { refuseMissingMail } from './settings.ts';

const config = readConfig({});
const hosts = loadHosts(config.hostsDir, config.cataloguesDir);
const alfa = hosts.bySupplier('alfa');
if (!alfa) throw new Error('no alfa host');
const link = 'https://bolletta.alfa-energia.test/bollettainterattiva?id=abc';
const facts: BillFacts = {
  number: 'A1',
  holderName: 'Giulia Bianchi',
  amount: 1234.56,
  due: '2026-03-25',
};
const mail = (locale: string, over: Partial<BillFacts> = {}) =>
  billMail({
    host: alfa,
    locale,
    from: 'f@alfa.test',
    to: 't@example.it',
    link,
    facts: { ...facts, ...over },
  });

describe('the bill e-mail', () => {
  it('says the amount, the due date and the link in Italian, in plain text', async () => {
    const { subject, text } = await mail('it');
    expect(subject).toBe('La tua bolletta Alfa Energia n. A1');
    expect(text).toBe(
      [
        'Gentile Giulia Bianchi,',
        'è disponibile la tua nuova bolletta Alfa Energia n. A1.',
        '',
        'Importo da pagare: 1.234,56 €',
        'Da pagare entro il: 25 marzo 2026',
        '',
        `Apri la bolletta: ${link}`,
        '',
        'Il link è personale: non inoltrare questa e-mail.',
        'Ricevi questa e-mail perché sei cliente di Alfa Energia.',
      ].join('\n'),
    );
  });

  it('is accessible HTML: language, real text, alt text, no layout table', async () => {
    const { html, attachments } = await mail('it');
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="it"/);
    expect(html).not.toMatch(/<table/i);
    expect(html).toContain(
      '<dd style="margin:0;font-size:22px;font-weight:bold;color:#1f2933">1.234,56 €</dd>',
    );
    expect(html).toContain(
      `<a href="${link}" style="display:inline-block;background:#0b5394;color:#ffffff`,
    );
    expect(html).toContain('<img src="cid:qr@quadro" alt="Codice QR che apre la bolletta n. A1"');
    // The SVG logo is not sent (mail clients do not show it): the name in the host's colour.
    expect(html).toContain('color:#0b5394">Alfa Energia</p>');
    expect(attachments?.map((a) => [a.cid, a.contentType])).toEqual([['qr@quadro', 'image/png']]);
  });

  it("speaks the customer's language when the host offers it, else Italian", async () => {
    const english = await mail('en');
    expect(english.text).toContain('Amount due: €1,234.56');
    expect(english.text).toContain('Due by: March 25, 2026');
    expect(english.html).toContain('<html lang="en"');
    expect((await mail('de')).subject).toBe('Ihre Rechnung von Alfa Energia Nr. A1');
  });

  it('says a credit as a credit, without a due date', async () => {
    const { text } = await mail('it', { amount: -45.8 });
    expect(text).toContain('Importo a tuo credito: 45,80 €');
    expect(text).not.toContain('Da pagare entro');
  });

  it('reads the facts the bill gives, and no date from a placeholder', () => {
    expect(
      billFacts({
        document_number: 'B7',
        document_payment_debt: '238,74',
        document_payment_expiry: '26/10/2026',
      }),
    ).toEqual({ number: 'B7', holderName: '', amount: 238.74, due: '2026-10-26' });
    expect(billFacts({ document_amount: 5, document_payment_expiry: '0000-00-00' }).due).toBeNull();
  });
});

describe('the mail settings outside the sandboxes', () => {
  it('refuse a start without QUADRO_SMTP_URL when a host sends e-mail', () => {
    expect(() => {
      refuseMissingMail(hosts.all, { smtpUrl: undefined, sandboxes: false });
    }).toThrow(
      /^QUADRO_SMTP_URL is not set, and bolletta.alfa-energia.test, bolletta.beta-gas.test send/,
    );
    expect(() => {
      refuseMissingMail(hosts.all, { smtpUrl: undefined, sandboxes: true });
    }).not.toThrow();
  });

  it('refuse a sending host without its From', () => {
    const fromless = hosts.all.map((host) => ({ ...host, server: { ...host.server, mail: {} } }));
    expect(() => {
      refuseMissingMail(fromless, { smtpUrl: 'smtp://relay:25', sandboxes: false });
    }).toThrow(
      /^mail.from is missing in server.json of bolletta.alfa-energia.test, bolletta.beta-gas.test/,
    );
    expect(() => {
      refuseMissingMail(hosts.all, { smtpUrl: 'smtp://relay:25', sandboxes: false });
    }).not.toThrow();
  });
});
