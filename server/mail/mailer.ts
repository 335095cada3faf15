import nodemailer from 'nodemailer';

/** One e-mail as quadro sends it: always both an HTML and a plain-text part. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Inline images (`cid`) or files; the QR code of a bill link travels as one. */
  attachments?: { filename: string; content: Buffer; contentType: string; cid?: string }[];
  /** Extra headers, e.g. `Auto-Submitted` or a dispatch id for tracing. */
  headers?: Record<string, string>;
}

/** What the SMTP server answered: its queue id line, kept for the dispatch record. */
export interface SentMail {
  messageId: string;
  response: string;
}

/** The one way quadro sends e-mail: SMTP through nodemailer, to whatever `url` names. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

/**
 * A mailer for an SMTP URL (`smtp://user:pass@host:587`, `smtps://…:465`). nodemailer parses the
 * URL and speaks STARTTLS when the server offers it (`?pool=true` in the URL pools connections
 * for a dispatch wave). A refusal rejects with the server's reply (`error.response`,
 * `error.responseCode`), which the caller keeps as the reason.
 */
export function createMailer(url: string): Mailer {
  const transport = nodemailer.createTransport(url, {});
  return {
    async send(mail) {
      const info = await transport.sendMail(mail);
      return { messageId: info.messageId, response: info.response };
    },
    close() {
      transport.close();
    },
  };
}
