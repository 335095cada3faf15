import type { FastifyInstance } from 'fastify';
import { escape } from '../identity/pages.ts';
import { Problem } from '../http/problem.ts';
import type { CaughtMail, DevInbox } from './devInbox.ts';

/** The configurators' page of caught e-mails; development only, like the receiver. */
export const DEV_INBOX_PATH = '/dev/mail';

/**
 * The HTML part of a caught e-mail is someone else's markup: it is served alone, under a CSP
 * that runs no script, loads nothing but its own inline images (mailparser turned its `cid:`
 * images into `data:` URLs) and sandboxes it, in a sandboxed iframe of our page, as a mail
 * client shows it. Its links open in a new window, as in a mail client.
 */
const MAIL_CSP = [
  "default-src 'none'",
  'img-src data:',
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-popups allow-popups-to-escape-sandbox',
].join('; ');

const pageStyle = `body{font-family:system-ui,sans-serif;margin:0;padding:24px;color:#1f2933;background:#f3f4f6}
main{max-width:960px;margin:0 auto}table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:8px 12px;border-bottom:1px solid #e5e7eb;font-size:14px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;background:#fff;padding:12px 16px}
dt{font-weight:600}dd{margin:0}iframe{width:100%;height:900px;border:1px solid #d1d5db;background:#fff}
pre{white-space:pre-wrap;background:#fff;padding:12px 16px}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><style>${pageStyle}</style></head>
<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`;
}

const address = (mail: CaughtMail): string => mail.to.join(', ');
const subject = (mail: CaughtMail): string => mail.mail.subject ?? '(no subject)';

function listPage(inbox: DevInbox): string {
  const mails = inbox.list();
  const rows = mails
    .map(
      (m) =>
        `<tr><td>${m.number}</td><td>${escape(m.receivedAt.toISOString())}</td><td>${escape(m.mail.from?.text ?? '')}</td>` +
        `<td>${escape(address(m))}</td><td><a href="${DEV_INBOX_PATH}/${m.number}">${escape(subject(m))}</a></td></tr>`,
    )
    .join('');
  return page(
    'E-mails caught (development)',
    `<p>What quadro sent since it started, caught by its own SMTP server at ${escape(inbox.url)}: nothing left this machine.</p>` +
      (mails.length === 0
        ? '<p>None yet.</p>'
        : `<table><thead><tr><th scope="col">#</th><th scope="col">Received</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`),
  );
}

function mailPage(m: CaughtMail): string {
  const head = [
    ['From', m.mail.from?.text ?? ''],
    ['To', address(m)],
    ['Subject', subject(m)],
    ['Date', m.mail.date?.toISOString() ?? ''],
    [
      'Images',
      m.mail.attachments.map((a) => `${a.filename ?? a.cid ?? '?'} (${a.contentType})`).join(', '),
    ],
  ];
  return page(
    subject(m),
    `<p><a href="${DEV_INBOX_PATH}">All caught e-mails</a></p>` +
      `<dl>${head.map(([k, v]) => `<dt>${escape(k ?? '')}</dt><dd>${escape(v ?? '')}</dd>`).join('')}</dl>` +
      `<h2>HTML part</h2><iframe title="${escape(subject(m))}" sandbox="allow-popups allow-popups-to-escape-sandbox" src="${DEV_INBOX_PATH}/${m.number}/html"></iframe>` +
      `<h2>Plain-text part</h2><pre>${escape(m.mail.text ?? '')}</pre>`,
  );
}

export function devInboxRoutes(app: FastifyInstance, inbox: DevInbox): void {
  const caught = (raw: string): CaughtMail => {
    const found = /^\d{1,9}$/.test(raw) ? inbox.find(Number(raw)) : undefined;
    if (!found) throw new Problem(404, 'not-found', `No caught e-mail has the number ${raw}.`);
    return found;
  };
  app.get(DEV_INBOX_PATH, (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(listPage(inbox)),
  );
  app.get<{ Params: { n: string } }>(`${DEV_INBOX_PATH}/:n`, (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(mailPage(caught(request.params.n))),
  );
  app.get<{ Params: { n: string } }>(`${DEV_INBOX_PATH}/:n/html`, (request, reply) => {
    const html = caught(request.params.n).mail.html;
    const body = typeof html === 'string' ? html : '<p>(no HTML part)</p>';
    // A mail client opens a mail's links in a new window.
    const withBase = body.replace(/<head([^>]*)>/i, '<head$1><base target="_blank">');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', MAIL_CSP)
      .header('x-frame-options', 'SAMEORIGIN')
      .send(withBase);
  });
}
