import type { Host } from '../hosts/hosts.ts';
import type { OutgoingMail } from '../mail/mailer.ts';
import { escape } from './pages.ts';
import type { Texts } from './texts.ts';

export interface RecoveryMailData {
  to: string;
  name: string;
  link: string;
  minutes: number;
}

/**
 * Who recovery e-mails come from: `no-reply@<host name>` in the supplier's name, until the host
 * names its own sender (decision 435).
 */
export function senderOf(host: Host): string {
  const name = (host.settings.supplierName ?? host.settings.supplier).replace(/["\\\r\n]/g, '');
  return `"${name}" <no-reply@${host.name}>`;
}

/**
 * The recovery e-mail (issue 28), in the host's look and the customer's language: HTML and plain
 * text saying the same, the link as a button and as text (a client that blocks or strips the
 * button still shows it), how long it works, and that a customer who did not ask may ignore it.
 * Real text only, no image: nothing is lost when a client shows none.
 */
export function recoveryMail(
  host: Host,
  locale: string,
  t: Texts,
  data: RecoveryMailData,
): OutgoingMail {
  const supplier = host.settings.supplierName ?? host.settings.supplier;
  const colors = host.settings.theme?.colors ?? {};
  const primary = colors.primary ?? '#0b5394';
  const onPrimary = colors.onPrimary ?? '#ffffff';
  const text = colors.text ?? '#1f2328';
  const radius = host.settings.theme?.radius ?? 6;
  const minutes = String(data.minutes);
  const lines = {
    greeting: t('mail.greeting', { name: data.name }),
    text: t('mail.text', { supplier }),
    button: t('mail.button'),
    validity: t('mail.validity', { minutes }),
    copy: t('mail.copy'),
    ignore: t('mail.ignore'),
    signature: t('mail.signature', { supplier }),
  };
  const plain = [
    lines.greeting,
    '',
    lines.text,
    '',
    `${lines.button}: ${data.link}`,
    '',
    lines.validity,
    '',
    lines.ignore,
    '',
    lines.signature,
  ].join('\n');
  const p = (content: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:${text}">${content}</p>`;
  const html = `<!doctype html>
<html lang="${escape(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t('mail.subject', { supplier }))}</title></head>
<body style="margin:0;padding:0;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f6f8"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:${radius}px;border-top:6px solid ${primary}">
<tr><td style="padding:20px 24px 0;font-size:20px;font-weight:bold;color:${primary}">${escape(supplier)}</td></tr>
<tr><td style="padding:20px 24px 8px">
${p(escape(lines.greeting))}
${p(escape(lines.text))}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr><td style="background:${primary};border-radius:${radius}px">
<a href="${escape(data.link)}" style="display:inline-block;padding:14px 24px;font-size:16px;font-weight:bold;color:${onPrimary};text-decoration:none">${escape(lines.button)}</a>
</td></tr></table>
${p(`<strong>${escape(lines.validity)}</strong>`)}
${p(escape(lines.copy))}
<p style="margin:0 0 16px;font-size:14px;line-height:1.5;word-break:break-all"><a href="${escape(data.link)}" style="color:${primary}">${escape(data.link)}</a></p>
${p(escape(lines.ignore))}
${p(escape(lines.signature))}
</td></tr></table>
</td></tr></table>
</body>
</html>`;
  return {
    from: senderOf(host),
    to: data.to,
    subject: t('mail.subject', { supplier }),
    text: plain,
    html,
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
}
