import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { importBundle, readBundle, type Bundle } from './bundles.ts';
import { startDispatcher, type Dispatcher } from './dispatch/worker.ts';
import { readConfig } from './config.ts';
import { seedCustomerArea } from './area/seed.ts';
import { seedDemoAccounts } from './identity/accounts.ts';
import { demoAccounts } from './identity/demoAccounts.ts';
import { billLink, hostOrigin, hostsOfSupplier, openRuntime, type Runtime } from './runtime.ts';
import { withoutRegistrable } from './registration/demo.ts';

/** A sample bill of `fixtures/` and the link that opens it. */
export interface SampleBill {
  id: string;
  supplier: string;
  /** The origin its host answers on (alfa: localhost, beta: 127.0.0.1), without a slash. */
  origin: string;
  link: string;
}

export interface SampleServer {
  /** Where it listens, without a trailing slash. */
  address: string;
  /** Its database, link keys and hosts, to mint further links. */
  runtime: Runtime;
  /** Every sample bill, in file-name order, with a working link. */
  bills: SampleBill[];
  /**
   * Stores a copy of a sample bill under a new id and answers its link: a test that pays a bill
   * pays its own copy, so the sample bills every other test reads stay as the fixtures say.
   */
  copyBill: (sourceId: string, newId: string) => Promise<SampleBill>;
  /** Stops taking requests, then closes the database. */
  close: () => Promise<void>;
}

/**
 * The reference API serving the built portal in `distDir`, in this process, on a free port of
 * 127.0.0.1, with an in-memory database seeded with every sample bill: what the benchmarks
 * measure and the end-to-end tests drive, so their pages go through public access, the hosts'
 * settings and catalogues, and the server's headers (Content Security Policy, caching), as
 * with `npm start`.
 */
export async function startSampleServer(
  distDir: string,
  options: {
    /** The access tokens' lifetime in seconds (short, so a test sees the page refresh one). */
    accessTokenTtl?: number;
    /** Where its e-mail goes (the e2e tests' SMTP server), over QUADRO_SMTP_URL's. */
    smtpUrl?: string;
  } = {},
): Promise<SampleServer> {
  const config = readConfig({});
  const runtime = await openRuntime({
    ...config,
    dataDir: 'memory://',
    databaseUrl: undefined,
    linkKeys: undefined,
    smtpUrl: options.smtpUrl ?? config.smtpUrl,
  });
  // The port is known once listening; the identity providers ask for their origin after that.
  let port = 0;
  // The e2e tests open and close the self-reading window whatever the day (server/testClock.ts).
  const app = await buildApp({
    ...runtime,
    distDir,
    templatesDir: config.templatesDir,
    sandboxes: config.sandboxes,
    todayHeader: true,
    identity: {
      demo: true,
      origin: (host) => hostOrigin(host, port, '127.0.0.1'),
      ...(options.accessTokenTtl === undefined ? {} : { accessTokenTtl: options.accessTokenTtl }),
    },
  });
  let dispatcher: Dispatcher | undefined;
  const close = async () => {
    await dispatcher?.stop();
    await app.close();
    runtime.mailer?.close();
    await runtime.db.close();
  };
  try {
    const bundles = readdirSync(config.fixturesDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => readBundle(path.join(config.fixturesDir, name)));
    for (const bundle of bundles)
      await importBundle(runtime.db, bundle, config.fixturesDir, runtime.blobs);
    const accounts = withoutRegistrable(demoAccounts(bundles));
    await seedDemoAccounts(runtime.db, accounts);
    await seedCustomerArea(runtime.db, bundles, accounts, runtime.blobs);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    port = Number(new URL(address).port);
    // With an SMTP server to send to, the bills' e-mails leave as with `npm start` (ADR 0045).
    if (runtime.mailer) {
      const mailer = runtime.mailer;
      dispatcher = await startDispatcher({
        ...runtime,
        mailer,
        origin: (host) => hostOrigin(host, port, '127.0.0.1'),
      });
    }
    const sampleOf = (bundle: Bundle): SampleBill => {
      const host = hostsOfSupplier(runtime.hosts, bundle.supplier)[0];
      const origin = hostOrigin(host, port, '127.0.0.1');
      const link = billLink(runtime, host, bundle.id, origin);
      return { id: bundle.id, supplier: bundle.supplier, origin, link };
    };
    const bills = bundles.map(sampleOf);
    if (bills.length === 0) throw new Error(`no sample bills in ${config.fixturesDir}`);
    const copyBill = async (sourceId: string, newId: string) => {
      const source = bundles.find((bundle) => bundle.id === sourceId);
      if (!source) throw new Error(`no sample bill ${sourceId} to copy`);
      const copy = { ...source, id: newId };
      await importBundle(runtime.db, copy, config.fixturesDir, runtime.blobs);
      return sampleOf(copy);
    };
    return { address, runtime, bills, copyBill, close };
  } catch (error) {
    await close();
    throw error;
  }
}
