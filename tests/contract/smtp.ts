import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server (smtp-server) on a free port of 127.0.0.1 that keeps every message it
 * accepts, parsed back by a real parser (mailparser): what a supplier's relay and a customer's
 * mail client would see. Tests point quadro's `QUADRO_SMTP_URL` at `url` and wait for mail.
 */
export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>`: no TLS, no auth, as a local relay. */
  url: string;
  /** Every message accepted so far, in the order they arrived. */
  messages: ParsedMail[];
  /** The first message (already here or still to come) that `matches`; rejects after `ms`. */
  waitFor(matches: (mail: ParsedMail) => boolean, ms?: number): Promise<ParsedMail>;
  /** Refuse the next `count` messages with this SMTP reply, e.g. `550 5.1.1 no such user`. */
  refuseNext(count: number, reply: { code: number; message: string }): void;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let refusals: { left: number; code: number; message: string } = { left: 0, code: 0, message: '' };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      if (refusals.left > 0) {
        refusals.left -= 1;
        stream.resume();
        const error = Object.assign(new Error(refusals.message), {
          responseCode: refusals.code,
        });
        stream.on('end', () => {
          done(error);
        });
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const wake of waiters) wake();
          done();
        })
        .catch((error: unknown) => {
          done(error instanceof Error ? error : new Error(String(error)));
        });
    },
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(matches, ms = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(matches);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching e-mail in ${ms} ms (${messages.length} arrived)`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
    refuseNext(count, reply) {
      refusals = { left: count, ...reply };
    },
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => {
          closed();
        });
      }),
  };
}
