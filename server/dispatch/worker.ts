import { startRounds, type Rounds } from '../db/rounds.ts';
import type { Database } from '../db/database.ts';
import { sendingHosts, type Host, type Hosts } from '../hosts/hosts.ts';
import type { Sealer } from '../links/seal.ts';
import { billFacts, billMail } from '../mail/billMail.ts';
import type { Mailer } from '../mail/mailer.ts';
import { mailLocale } from '../mail/texts.ts';
import { billLink } from '../runtime.ts';
import { findDocument } from '../store/documents.ts';
import { giveUp } from './giveUp.ts';
import { claimDue, markFailed, markSent, retryDelayMs, type Dispatch } from './queue.ts';
import { findRecipient } from './recipient.ts';

/** After this many refusals in a row a dispatch waits for `quadro dispatch retry`. */
export const MAX_ATTEMPTS = 8;
/** How long a claim holds a row: a worker that dies mid-send leaves it to another after this. */
const LEASE_MS = 10 * 60_000;
const BATCH = 20;

export interface DispatcherDeps {
  db: Database;
  hosts: Pick<Hosts, 'all'>;
  sealer: Sealer;
  mailer: Mailer;
  /** The public origin of a host's links (the printed one in development). */
  origin: (host: Host) => string;
  now?: () => Date;
  log?: { warn(message: string): void };
}

/** The From of a host's e-mail: its setting, else (development only) `bollette@<host>`. */
export const fromOf = (host: Host): string => host.server.mail?.from ?? `bollette@${host.name}`;

/**
 * Claims and sends what is due now, host by host, within each host's rate; answers how many
 * dispatches it handled (sent or refused). Any number of processes may run it at once.
 */
export async function dispatchOnce(deps: DispatcherDeps): Promise<number> {
  const now = deps.now ?? (() => new Date());
  let handled = 0;
  for (const host of sendingHosts(deps.hosts)) {
    for (;;) {
      const claimed = await claimDue(
        deps.db,
        {
          supplier: host.settings.supplier,
          host: host.name,
          perMinute: host.server.mail?.perMinute ?? 600,
          limit: BATCH,
          leaseMs: LEASE_MS,
        },
        now(),
      );
      for (const dispatch of claimed) await sendOne(deps, host, dispatch, now);
      handled += claimed.length;
      if (claimed.length < BATCH) break;
    }
  }
  return handled;
}

async function sendOne(
  deps: DispatcherDeps,
  host: Host,
  dispatch: Dispatch,
  now: () => Date,
): Promise<void> {
  const bill = await findDocument(deps.db, dispatch.documentId);
  const [row] = await deps.db.query<{ status: string }>(
    'SELECT status FROM documents WHERE id = $1',
    [dispatch.documentId],
  );
  const live = bill !== null && row?.status !== 'withdrawn';
  const recipient = live ? await findRecipient(deps.db, bill, dispatch.bundleEmail) : null;
  if (!live) {
    // Nothing a retry would change, and the billing system did it: the supplier knows.
    const reason = bill ? 'the bill was withdrawn' : 'the bill is no longer stored';
    await markFailed(deps.db, dispatch.id, { to: null, reason, retryAt: null });
    return;
  }
  if (!recipient) {
    // Nothing a retry would change: it waits for an address and `quadro dispatch retry`.
    const reason = 'no e-mail address: neither the bundle, the account nor the profile gives one';
    await giveUp(deps.db, { host, dispatch, at: now() }, { why: 'no-address', reason, to: null });
    return;
  }
  try {
    const link = billLink(deps, host, bill.id, deps.origin(host), now());
    const mail = await billMail({
      host,
      locale: mailLocale(host, dispatch.locale),
      from: fromOf(host),
      to: recipient.email,
      link,
      facts: billFacts(bill.document),
    });
    mail.headers = { ...mail.headers, 'X-Quadro-Dispatch': String(dispatch.id) };
    const sent = await deps.mailer.send(mail);
    await markSent(deps.db, dispatch.id, { to: recipient.email, response: sent.response }, now());
  } catch (error) {
    const reason = smtpReason(error);
    const retryAt =
      dispatch.attempts >= MAX_ATTEMPTS
        ? null
        : new Date(now().getTime() + retryDelayMs(dispatch.attempts));
    deps.log?.warn(`e-mail of ${bill.id} to ${recipient.email} refused: ${reason}`);
    const to = recipient.email;
    await (retryAt === null
      ? giveUp(deps.db, { host, dispatch, at: now() }, { why: 'refused', reason, to })
      : markFailed(deps.db, dispatch.id, { to, reason, retryAt }));
  }
}

/** The SMTP server's reply when it gave one (`550 5.1.1 …`), else the error's message. */
function smtpReason(error: unknown): string {
  if (error && typeof error === 'object') {
    const response = (error as { response?: unknown }).response;
    if (typeof response === 'string' && response !== '') return response;
  }
  return error instanceof Error ? error.message : String(error);
}

export type Dispatcher = Rounds;

/**
 * A process's worker: a round when a bill is queued (the `quadro_dispatches` notification, from
 * any process), and one every `pollMs` for the retries that come due and the rate's next minute.
 */
export function startDispatcher(
  deps: DispatcherDeps,
  options: { pollMs?: number } = {},
): Promise<Dispatcher> {
  return startRounds({
    db: deps.db,
    channel: 'quadro_dispatches',
    pollMs: options.pollMs ?? 15_000,
    name: 'dispatch',
    round: () => dispatchOnce(deps),
    log: deps.log,
  });
}
