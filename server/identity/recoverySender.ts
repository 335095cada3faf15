import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps.ts';
import type { Host } from '../hosts/hosts.ts';
import { mountPath } from './provider.ts';
import { recoveryMail } from './recoveryMail.ts';
import { issueRecovery, recovery, recoveryTarget } from './recoveryStore.ts';
import { textsFor } from './texts.ts';

/** One accepted request: what the page was asked, nothing looked up yet. */
export interface RecoveryJob {
  host: Host;
  locale: string;
  username: string;
}

export interface RecoverySender {
  enqueue(job: RecoveryJob): void;
  /** Settles once every job enqueued so far is done (the server's close waits for it). */
  drained(): Promise<void>;
}

/** Jobs waiting beyond this are dropped (logged): the per-address limit keeps far below it. */
const maxWaiting = 1000;

/**
 * Sends recovery e-mails after the request is answered (issue 28, decision 431): the account,
 * its address, the link and the SMTP exchange all happen here, so the answer to an existing and
 * to a missing account takes the same path and the same time. One job at a time, in order: a
 * burst of requests makes a queue here, not a crowd of SMTP connections. Nothing here answers a
 * customer; every outcome goes to the log, without the login name (personal data).
 */
export function createRecoverySender(deps: Deps, log: FastifyBaseLogger): RecoverySender {
  let chain: Promise<void> = Promise.resolve();
  let waiting = 0;
  return {
    enqueue(job) {
      if (waiting >= maxWaiting) {
        log.warn('password recovery: too many e-mails waiting, one request dropped');
        return;
      }
      waiting += 1;
      chain = chain
        .then(() => send(deps, log, job))
        .catch((error: unknown) => {
          log.error({ err: error }, 'password recovery: the e-mail could not be sent');
        })
        .finally(() => {
          waiting -= 1;
        });
    },
    drained: () => chain,
  };
}

async function send(deps: Deps, log: FastifyBaseLogger, job: RecoveryJob): Promise<void> {
  const supplier = job.host.settings.supplier;
  if (deps.mailer === null) {
    log.error(
      { host: job.host.name },
      'password recovery: no e-mail could be sent, no SMTP server is configured (QUADRO_SMTP_URL)',
    );
    return;
  }
  const target = await recoveryTarget(deps.db, supplier, job.username);
  if (!target) {
    log.info({ host: job.host.name }, 'password recovery: the login name has no account');
    return;
  }
  if (target.email === null) {
    log.warn(
      { host: job.host.name, account: target.account.id },
      'password recovery: the account has no e-mail address, no link sent',
    );
    return;
  }
  const token = await issueRecovery(deps.db, target.account, deps.now());
  const query = new URLSearchParams({ token, lang: job.locale });
  const link = `${deps.identity.origin(job.host)}${mountPath}/password/reset?${query.toString()}`;
  const mail = recoveryMail(job.host, job.locale, textsFor(job.locale), {
    to: target.email,
    name: target.account.name,
    link,
    minutes: recovery.linkMinutes,
  });
  const sent = await deps.mailer.send(mail);
  log.info(
    { host: job.host.name, account: target.account.id, smtp: sent.response },
    'password recovery: link sent',
  );
}
