import { existsSync } from 'node:fs';
import path from 'node:path';
import { startReadingInbox } from './readingInbox.ts';
import type { TestProject } from 'vitest/node';
import { startSampleServer, type SampleBill } from '../../server/sampleServer.ts';
import { startCareInbox } from './careInbox.ts';
import { startMailInbox } from './mailInbox.ts';
import { accessTokenSeconds } from './tokens.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's address, with a trailing slash. */
    baseURL: string;
    /** Every sample bill with a working link. */
    bills: SampleBill[];
    /** Links that must show the error page: one past its expiry, one tampered with. */
    errorLinks: { expired: string; forged: string };
    /**
     * Copies of payable sample bills that the payment journeys pay, one per journey, so the
     * sample bills every other test reads stay unpaid.
     */
    payableCopies: Record<'nexi' | 'nexiPhone' | 'nexiTwoTabs' | 'worldline', SampleBill>;
    /**
     * Copies of the bills with the customer-care form that its journeys write from, one per
     * request and device, so the shared sample bills keep their daily quota (issue 16).
     */
    careCopies: Record<
      'emailPhone' | 'emailDesktop' | 'supplierPhone' | 'supplierDesktop',
      SampleBill
    >;
    /** Where the tests read the stored care messages: `${careInbox}${documentId}` (careInbox.ts). */
    careInbox: string;
  }
}

/**
 * Runs the real server for the whole run, in this process (server/sampleServer.ts): the
 * reference API with an in-memory database seeded with every sample bill, serving the built
 * portal, as `npm start` does. The tests open the links it mints, so they go through public
 * access, the hosts' settings and catalogues, and the server's Content Security Policy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = project.config.root;
  const distDir = path.join(root, 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(
      `The end-to-end tests run against the built portal, and ${distDir}/index.html is missing. ` +
        'Run `npm run build` first (`npm test` builds before it runs them).',
    );
  }
  // Issue 28: the server's e-mail goes to a real SMTP server the tests read (./mailInbox.ts).
  const mail = await startMailInbox();
  const server = await startSampleServer(distDir, {
    accessTokenTtl: accessTokenSeconds,
    smtpUrl: mail.smtpUrl,
  }).catch(async (error: unknown) => {
    await mail.close();
    throw error;
  });
  const close = async () => {
    await server.close();
    await mail.close();
  };
  try {
    const { address, runtime, bills } = server;
    const [first] = bills;
    if (!first) throw new Error('no sample bills in fixtures/');
    const linkOf = (id: string) => `${first.origin}/bollettainterattiva?id=${id}`;
    const expired = runtime.sealer.seal('link', first.id, new Date(Date.now() - 60_000));
    const valid = runtime.sealer.seal('link', first.id, new Date(Date.now() + 86_400_000));
    project.provide('baseURL', `${address}/`);
    project.provide('bills', bills);
    project.provide('readingInbox', await startReadingInbox(runtime));
    project.provide('errorLinks', { expired: linkOf(expired), forged: linkOf(tamper(valid)) });
    project.provide('payableCopies', {
      nexi: await server.copyBill('alfa-2026-0001', 'e2e-pay-alfa-desktop'),
      nexiPhone: await server.copyBill('alfa-2026-0002', 'e2e-pay-alfa-phone'),
      nexiTwoTabs: await server.copyBill('alfa-2026-0001', 'e2e-pay-alfa-two-tabs'),
      worldline: await server.copyBill('beta-2026-0001', 'e2e-pay-beta'),
    });
    project.provide('careCopies', {
      emailPhone: await server.copyBill('alfa-2026-0001', 'e2e-care-alfa-phone'),
      emailDesktop: await server.copyBill('alfa-2026-0001', 'e2e-care-alfa-desktop'),
      supplierPhone: await server.copyBill('beta-2026-0001', 'e2e-care-beta-phone'),
      supplierDesktop: await server.copyBill('beta-2026-0001', 'e2e-care-beta-desktop'),
    });
    project.provide('careInbox', await startCareInbox(runtime));
    project.provide('mailInbox', mail.inbox);
  } catch (error) {
    await close();
    throw error;
  }
  return close;
}

/** The link with one character of its sealed middle changed: it no longer authenticates. */
function tamper(id: string): string {
  const at = Math.floor(id.length / 2);
  const swapped = id[at] === 'A' ? 'B' : 'A';
  return id.slice(0, at) + swapped + id.slice(at + 1);
}
