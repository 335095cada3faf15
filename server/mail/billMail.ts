import { readFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import type { Host } from '../hosts/hosts.ts';
import { escape } from '../identity/pages.ts';
import { parseBillDate } from '../../src/domain/dates.ts';
import type { OutgoingMail } from './mailer.ts';
import { mailTexts } from './texts.ts';

/** What the announcement says of a bill, read from its stored document. */
export interface BillFacts {
  number: string;
  holderName: string;
  /** What is left to pay (the debt), else the bill's amount; null when the bill gives neither. */
  amount: number | null;
  /** The due date, `YYYY-MM-DD`, or null. */
  due: string | null;
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
const number = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const pad = (n: number): string => String(n).padStart(2, '0');

/** Amounts may come as text with a decimal comma (`238,74`), as the page also reads them. */
function amountOf(value: unknown): number | null {
  if (typeof value === 'string' && /^-?\d+(,\d+)?$/.test(value.trim())) {
    return Number(value.trim().replace(',', '.'));
  }
  return number(value);
}

export function billFacts(document: Record<string, unknown>): BillFacts {
  // `2026-03-25` or `25/03/2026`; `0000-00-00` and the like are no date (src/domain/dates.ts).
  const due = parseBillDate(document['document_payment_expiry']);
  return {
    number: text(document['document_number']),
    holderName: text(document['holder_name']),
    amount: amountOf(document['document_payment_debt']) ?? amountOf(document['document_amount']),
    due: due ? `${due.year}-${pad(due.month)}-${pad(due.day)}` : null,
  };
}

/** `1.234,56 €` in Italian: grouped always, as the page writes amounts (src/domain/amounts.ts). */
export const formatAmount = (amount: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', useGrouping: 'always' })
    .format(amount)
    .replace(/\u00a0/g, ' ');

/** `25 marzo 2026` in Italian: the calendar day the bill names, whatever the server's zone. */
export const formatDate = (day: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

export interface BillMailInput {
  host: Host;
  locale: string;
  from: string;
  to: string;
  link: string;
  facts: BillFacts;
}

/**
 * The announcement of one bill (issue 28, ADR 0045): a plain-text part that says everything, and
 * an HTML part in the host's colours with its logo, the amount and due date as real text, the
 * link as a button and again as text, and its QR code. Both images travel inline (`cid:`) with
 * alternative text, so the mail reads the same with images blocked; no table, one column.
 */
export async function billMail(input: BillMailInput): Promise<OutgoingMail> {
  const { host, locale, facts, link } = input;
  const t = mailTexts(host, locale);
  const supplier = host.settings.supplierName ?? host.settings.supplier;
  // A credit note is owed to the customer: its amount is said as a credit, with no due date.
  const owed = facts.amount !== null && facts.amount > 0;
  const amount = facts.amount === null ? '' : formatAmount(Math.abs(facts.amount), locale);
  const due = facts.due === null || !owed ? '' : formatDate(facts.due, locale);
  const values = { supplier, number: facts.number, amount, due, name: facts.holderName };
  const lines = {
    subject: t('subject', values),
    preheader: owed && due ? t('preheader', values) : '',
    greeting: facts.holderName ? t('greeting', values) : t('greetingNoName'),
    intro: t('intro', values),
    facts: [
      ...(amount
        ? [[t(facts.amount !== null && facts.amount < 0 ? 'credit' : 'amount'), amount] as const]
        : []),
      ...(due ? [[t('due'), due] as const] : []),
    ],
    open: t('open'),
    qrAlt: t('qrAlt', values),
    qrText: t('qrText'),
    linkText: t('linkText'),
    personal: t('personal'),
    why: t('why', values),
  };
  const qr = await QRCode.toBuffer(link, { type: 'png', errorCorrectionLevel: 'M', width: 320 });
  const logo = logoOf(host);
  return {
    from: input.from,
    to: input.to,
    subject: lines.subject,
    text: [
      lines.greeting,
      lines.intro,
      '',
      ...lines.facts.map(([label, value]) => `${label}: ${value}`),
      '',
      `${lines.open}: ${link}`,
      '',
      lines.personal,
      lines.why,
    ].join('\n'),
    html: html(host, locale, lines, link, logo !== null, supplier),
    attachments: [
      { filename: 'qr.png', content: qr, contentType: 'image/png', cid: 'qr@quadro' },
      ...(logo ? [{ ...logo, cid: 'logo@quadro' }] : []),
    ],
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}

/**
 * The host's logo as an inline image when it is a raster one (PNG, JPEG, GIF). An SVG logo is
 * not sent: Gmail and Outlook do not show SVG in e-mail, and mailparser (as other readers)
 * refuses to inline it, so the host's name stands in as a wordmark in its colour (decision 419).
 */
function logoOf(host: Host): { filename: string; content: Buffer; contentType: string } | null {
  const name = host.settings.theme?.logo;
  const type = name && /\.(png|jpe?g|gif)$/i.exec(name)?.[1]?.toLowerCase();
  if (!name || !type) return null;
  for (const folder of host.chain) {
    try {
      const content = readFileSync(path.join(folder, name));
      const contentType = `image/${type === 'jpg' ? 'jpeg' : type}`;
      return { filename: path.basename(name), content, contentType };
    } catch {
      // Not in this folder: the next of the chain may have it.
    }
  }
  return null;
}

type Lines = {
  preheader: string;
  greeting: string;
  intro: string;
  facts: (readonly [string, string])[];
  open: string;
  qrAlt: string;
  qrText: string;
  linkText: string;
  personal: string;
  why: string;
  subject: string;
};

function html(
  host: Host,
  locale: string,
  l: Lines,
  link: string,
  hasLogo: boolean,
  supplier: string,
): string {
  // The host settings' schema allows only `#rrggbb` colours, so they are safe in a style.
  const c = host.settings.theme?.colors ?? {};
  const primary = c.primary ?? '#0b5394';
  const onPrimary = c.onPrimary ?? '#ffffff';
  const ink = c.text ?? '#1f2933';
  const muted = c.muted ?? '#52606d';
  const radius = host.settings.theme?.radius ?? 8;
  const font = 'font-family:Arial,Helvetica,sans-serif;';
  const href = escape(link);
  const brand = hasLogo
    ? `<img src="cid:logo@quadro" alt="${escape(supplier)}" height="40" style="display:block;border:0;height:40px;width:auto">`
    : `<p style="margin:0;font-size:22px;font-weight:bold;letter-spacing:0.2px;color:${primary}">${escape(supplier)}</p>`;
  const facts = l.facts
    .map(
      ([label, value]) =>
        `<div style="margin:0 0 12px"><dt style="margin:0;font-size:14px;color:${muted}">${escape(label)}</dt>` +
        `<dd style="margin:0;font-size:22px;font-weight:bold;color:${ink}">${escape(value)}</dd></div>`,
    )
    .join('');
  return `<!DOCTYPE html>
<html lang="${escape(locale)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escape(l.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;${font}color:${ink}">
<div style="display:none;max-height:0;overflow:hidden">${escape(l.preheader)}</div>
<div role="article" aria-label="${escape(l.subject)}" lang="${escape(locale)}" style="max-width:560px;margin:0 auto;padding:16px">
<div style="background:#ffffff;border-radius:${radius}px;border-top:6px solid ${primary};padding:24px">
<header style="margin:0 0 20px">${brand}</header>
<main>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${ink}">${escape(l.subject)}</h1>
<p style="margin:0 0 8px;font-size:16px;line-height:1.5">${escape(l.greeting)}</p>
<p style="margin:0 0 20px;font-size:16px;line-height:1.5">${escape(l.intro)}</p>
<dl style="margin:0 0 20px">${facts}</dl>
<p style="margin:0 0 24px"><a href="${href}" style="display:inline-block;background:${primary};color:${onPrimary};font-size:18px;font-weight:bold;text-decoration:none;padding:14px 28px;border-radius:${radius}px">${escape(l.open)}</a></p>
<p style="margin:0 0 8px;font-size:14px;line-height:1.5;color:${muted}">${escape(l.qrText)}</p>
<p style="margin:0 0 20px"><img src="cid:qr@quadro" alt="${escape(l.qrAlt)}" width="160" height="160" style="display:block;border:0;width:160px;height:160px"></p>
<p style="margin:0 0 4px;font-size:14px;line-height:1.5;color:${muted}">${escape(l.linkText)}</p>
<p style="margin:0 0 20px;font-size:14px;line-height:1.5;word-break:break-all"><a href="${href}" style="color:${primary}">${href}</a></p>
</main>
<footer style="border-top:1px solid #e5e7eb;padding-top:16px;font-size:13px;line-height:1.5;color:${muted}">
<p style="margin:0 0 4px">${escape(l.personal)}</p>
<p style="margin:0">${escape(l.why)}</p>
</footer>
</div>
</div>
</body>
</html>
`;
}
