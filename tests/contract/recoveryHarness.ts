import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { seedCustomerArea } from '../../server/area/seed.ts';
import { buildApp } from '../../server/app.ts';
import { seedDemoAccounts } from '../../server/identity/accounts.ts';
import { demoAccounts } from '../../server/identity/demoAccounts.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';
import { bundles, config, freshStorage, type DatabaseKind } from './harness.ts';
import type { Answer, Browser } from './login.ts';

/**
 * Password recovery's contract tests (issue 28): the app on a fresh database of `kind` with the
 * demo accounts and their customers (whose e-mail addresses the links go to), its mailer
 * pointed at `smtpUrl` (a real SMTP server, ./smtp.ts) or at none, its log lines kept.
 */
export interface RecoveryApp {
  app: FastifyInstance;
  runtime: Runtime;
  /** The clock the app reads; tests move it past a link's expiry. */
  clock: { now: Date };
  logs: string[];
  close(): Promise<void>;
}

export async function openRecoveryApp(
  kind: DatabaseKind,
  smtpUrl: string | undefined,
): Promise<RecoveryApp> {
  const runtime = await openRuntime({ ...config, ...(await freshStorage(kind)), smtpUrl });
  const accounts = demoAccounts(bundles);
  await seedDemoAccounts(runtime.db, accounts);
  await seedCustomerArea(runtime.db, bundles, accounts, runtime.blobs);
  const clock = { now: new Date() };
  const logs: string[] = [];
  const app = await buildApp({
    ...runtime,
    sandboxes: true,
    env: {},
    now: () => clock.now,
    logger: {
      level: 'info',
      stream: {
        write: (line: string) => {
          logs.push(line);
        },
      },
    },
  });
  return {
    app,
    runtime,
    clock,
    logs,
    async close() {
      await app.close();
      runtime.mailer?.close();
      await runtime.db.close();
    },
  };
}

/** The form's action in a page of the provider (the first form's). */
export function actionOf(page: Answer): string {
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
  if (action === undefined) throw new Error(`no form in (${page.status}): ${page.body}`);
  return action.replaceAll('&amp;', '&');
}

/** "Password dimenticata?" from `b`, for `username`: the answer to the request's post. */
export async function askForLink(b: Browser, username: string, query = ''): Promise<Answer> {
  const page = await b.go('GET', `/oidc/password/forgot${query}`);
  if (page.status !== 200) throw new Error(`no request page (${page.status})`);
  return b.go('POST', actionOf(page), { username });
}

/** The recovery link of a mail, from its plain text, and that it is the HTML's button too. */
export function linkIn(mail: ParsedMail): URL {
  const found = /https?:\/\/\S+\/oidc\/password\/reset\?\S+/.exec(mail.text ?? '')?.[0];
  if (found === undefined) throw new Error(`no link in the mail: ${mail.text ?? ''}`);
  return new URL(found);
}

/** Whether `mail` went to `address`. */
export const sentTo = (address: string) => (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : [mail.to]).some((to) =>
    to?.value.some((entry) => entry.address === address),
  );

/**
 * The setup's bound: PGlite's migrations, the customer area's seed (its FAQ PDFs) and the demo
 * accounts' scrypt took over 60 s once with two files on the shared two-core machine. A bound
 * on a hang, not speed.
 */
export const setupTimeout = 180_000;
