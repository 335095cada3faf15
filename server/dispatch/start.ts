import type { Database } from '../db/database.ts';
import type { Host, Hosts } from '../hosts/hosts.ts';
import type { Sealer } from '../links/seal.ts';
import { startDevInbox, type DevInbox } from '../mail/devInbox.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { sendingHosts } from '../hosts/hosts.ts';
import { startDispatcher, type Dispatcher } from './worker.ts';

export interface Mailing {
  /** The mailer e-mail leaves through: the configured relay's, or the embedded receiver's. */
  mailer: Mailer | null;
  /** `npm start`'s own receiver, when it runs (development, no QUADRO_SMTP_URL). */
  inbox: DevInbox | undefined;
  /** Starts this process's dispatch worker, once the links' origins are known. */
  startWorker(origin: (host: Host) => string): Promise<void>;
  close(): Promise<void>;
}

/**
 * What a serving process does about e-mail (ADR 0045): the relay of QUADRO_SMTP_URL when set;
 * else, with the sandboxes on and a host that sends, an embedded SMTP receiver that catches
 * everything (nothing leaves the machine); else none. Production without a relay never gets
 * here: refuseMissingMail stopped the start.
 */
export async function startMailing(
  runtime: { db: Database; hosts: Pick<Hosts, 'all'>; sealer: Sealer; mailer: Mailer | null },
  config: { sandboxes: boolean; devSmtpPort?: number | undefined },
  log: { warn(message: string): void },
): Promise<Mailing> {
  const sends = sendingHosts(runtime.hosts).length > 0;
  const inbox =
    runtime.mailer === null && config.sandboxes && sends
      ? await startDevInbox(config.devSmtpPort ?? 0)
      : undefined;
  const mailer = runtime.mailer ?? (inbox ? createMailer(inbox.url) : null);
  let dispatcher: Dispatcher | undefined;
  return {
    mailer,
    inbox,
    async startWorker(origin) {
      if (!mailer || !sends) return;
      dispatcher = await startDispatcher({ ...runtime, mailer, origin, log });
    },
    async close() {
      await dispatcher?.stop();
      if (inbox) mailer?.close();
      await inbox?.close();
    },
  };
}
