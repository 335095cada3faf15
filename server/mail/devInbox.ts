import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** An e-mail the development receiver caught, parsed back as a mail client would read it. */
export interface CaughtMail {
  /** Its place in the list, from 1: the page's address for it. */
  number: number;
  receivedAt: Date;
  /** The SMTP envelope's recipients: where it was sent, whatever the headers say. */
  to: string[];
  mail: ParsedMail;
}

export interface DevInbox {
  /** `smtp://127.0.0.1:<port>`: what the mailer sends to in development. */
  url: string;
  port: number;
  /** The latest mails first, at most `keep` of them. */
  list(): readonly CaughtMail[];
  find(number: number): CaughtMail | undefined;
  close(): Promise<void>;
}

/**
 * `npm start`'s own SMTP server (issue 28, ADR 0045): smtp-server on 127.0.0.1, no TLS, no
 * authentication, that delivers nowhere and keeps what it receives in memory for the
 * configurators' page (server/mail/devInboxRoutes.ts), parsed by mailparser. Development only:
 * serve starts it when no QUADRO_SMTP_URL is set and the sandboxes are on.
 */
export async function startDevInbox(port = 0, keep = 500): Promise<DevInbox> {
  const caught: CaughtMail[] = [];
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, done) {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
      simpleParser(stream)
        .then((mail) => {
          count += 1;
          caught.unshift({ number: count, receivedAt: new Date(), to, mail });
          caught.length = Math.min(caught.length, keep);
          done();
        })
        .catch((error: unknown) => {
          done(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      ready();
    });
  });
  const actual = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    list: () => caught,
    find: (number) => caught.find((item) => item.number === number),
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => {
          closed();
        });
      }),
  };
}
