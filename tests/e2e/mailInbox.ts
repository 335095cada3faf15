import { startTestSmtp } from '../contract/smtp.ts';
import { serveById } from './inboxServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the tests read the e-mail sent to an address: `${mailInbox}${address}`. */
    mailInbox: string;
  }
}

/** An e-mail as the tests read it back: what a mail client shows of it. */
export interface InboxMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server (tests/contract/smtp.ts) for the sample server's e-mail, and the messages
 * it took, by recipient, readable from the test workers (`${mailInbox}${address}`, oldest
 * first): the workers run apart from globalSetup's process (./inboxServer.ts).
 */
export async function startMailInbox(): Promise<{
  smtpUrl: string;
  inbox: string;
  close: () => Promise<void>;
}> {
  const smtp = await startTestSmtp();
  const inbox = await serveById((address) =>
    Promise.resolve(
      smtp.messages
        .filter((mail) =>
          (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) =>
            to?.value.some((entry) => entry.address === address),
          ),
        )
        .map((mail): InboxMail => ({
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
        })),
    ),
  );
  return { smtpUrl: smtp.url, inbox, close: () => smtp.close() };
}
