import { sendingHosts, type Host } from '../hosts/hosts.ts';

/** A mail setting production needs is missing: the start is refused, naming it. */
export class MailSettingError extends Error {
  override name = 'MailSettingError';
}

/**
 * Fail closed (ADR 0045): with the sandboxes off, a host that dispatches (`mail` in its
 * server.json) needs an SMTP server to send through (QUADRO_SMTP_URL) and its own From
 * (`mail.from`); the development stand-ins (the embedded receiver, `bollette@<host>`) are never
 * used there.
 */
export function refuseMissingMail(
  hosts: readonly Host[],
  config: { smtpUrl: string | undefined; sandboxes: boolean },
): void {
  if (config.sandboxes) return;
  const sending = sendingHosts({ all: hosts });
  if (sending.length === 0) return;
  const names = sending.map((host) => host.name).join(', ');
  if (config.smtpUrl === undefined) {
    throw new MailSettingError(
      `QUADRO_SMTP_URL is not set, and ${names} send bills by e-mail (mail in server.json) ` +
        'with the sandboxes off: set it to the SMTP relay, e.g. smtps://user:pass@relay:465 ' +
        '(docs/operating.md, "E-mail").',
    );
  }
  const fromless = sending.filter((host) => !host.server.mail?.from);
  if (fromless.length > 0) {
    throw new MailSettingError(
      `mail.from is missing in server.json of ${fromless.map((h) => h.name).join(', ')}: ` +
        'with the sandboxes off each host that sends e-mail needs its own From address.',
    );
  }
}
