import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { importBundle, readBundle } from './bundles.ts';
import { loggerOptions } from './http/logging.ts';
import type { Config } from './config.ts';
import type { Host } from './hosts/hosts.ts';
import { seedCustomerArea } from './area/seed.ts';
import { seedDemoAccounts } from './identity/accounts.ts';
import { demoAccounts, demoPassword, type DemoAccount } from './identity/demoAccounts.ts';
import { resolvePaymentKeys, type PaymentKeys } from './payments/secrets.ts';
import { billLink, hostOrigin, openRuntime } from './runtime.ts';
import { countDocuments, listDocuments } from './store/documents.ts';
import { withoutRegistrable } from './registration/demo.ts';

/**
 * `npm start` and `quadro serve`: the API and the built portal on one port. Seeds the sample
 * bills into an empty database, prints a link per bill, and on SIGINT/SIGTERM stops taking
 * requests, finishes those in flight, then closes the database.
 */
export async function serve(config: Config, options: { seed: boolean }): Promise<void> {
  const runtime = await openRuntime(config);
  let paymentKeys: PaymentKeys;
  let app: FastifyInstance;
  try {
    paymentKeys = resolvePaymentKeys(runtime.hosts.all, process.env, config.sandboxes);
    app = await buildApp({
      ...runtime,
      paymentKeys,
      distDir: config.distDir,
      sandboxes: config.sandboxes,
      logger: loggerOptions(process.env['LOG_LEVEL'] ?? 'info'),
      trustProxy: process.env['QUADRO_TRUST_PROXY'] || false,
      // Demo mode's issuers are the origins printed below (with the port asked for).
      identity: {
        origin: (host) => hostOrigin(host, config.port, config.listenHost),
      },
    });
  } catch (error) {
    await runtime.db.close();
    throw error;
  }

  // The demo customers of the sample bills, in demo mode only (never with the sandboxes off).
  let customers: DemoAccount[] = [];
  let registrable: DemoAccount[] = [];
  if (options.seed) {
    const bundles = readdirSync(config.fixturesDir)
      .filter((name) => name.endsWith('.json'))
      .map((file) => readBundle(path.join(config.fixturesDir, file)));
    if ((await countDocuments(runtime.db)) === 0) {
      for (const bundle of bundles) {
        await importBundle(runtime.db, bundle, config.fixturesDir, runtime.blobs);
      }
      app.log.info(`seeded ${bundles.length} sample bills from ${config.fixturesDir}`);
    }
    if (config.sandboxes) {
      // Less the customers left to register (decision 265).
      const all = demoAccounts(bundles);
      customers = withoutRegistrable(all);
      registrable = all.filter((account) => !customers.includes(account));
      await seedDemoAccounts(runtime.db, customers);
      // Their customers, contracts, messages and FAQ; kept as they are at the next start.
      await seedCustomerArea(runtime.db, bundles, customers, runtime.blobs);
    }
  }

  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info(`${signal ?? 'close'}: finishing requests in flight`);
    await app.close();
    await runtime.db.close();
  });

  const address = await app.listen({ port: config.port, host: config.listenHost });
  const port = Number(new URL(address).port);
  const bills = await listDocuments(runtime.db);
  const lines = [
    '',
    `quadro is running at ${address}/ (database: ${runtime.db.kind}, ${runtime.db.location}${runtime.blobs ? `; attachments and PDFs in ${runtime.blobs.location}` : ''})`,
    `The templates, for configurators: ${address}/preview`,
    '',
    'Sample bills:',
    ...bills.map((bill) => {
      const host = runtime.hosts.bySupplier(bill.supplier);
      const link = billLink(runtime, host, bill.id, hostOrigin(host, port, config.listenHost));
      return `  ${bill.id.padEnd(16)} ${bill.title}\n    ${link}`;
    }),
    '',
    ...customerLines(customers, runtime.hosts, port, config.listenHost),
    ...registrationLines(registrable, runtime.hosts, port, config.listenHost),
    ...sandboxLines(paymentKeys.sandboxHosts),
    'Press Ctrl-C to stop.',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

/** The demo customers' logins, per host: login name, password, where to log in. */
function customerLines(
  customers: readonly DemoAccount[],
  hosts: { bySupplier(supplier: string): Host | undefined },
  port: number,
  listenHost: string,
): string[] {
  if (customers.length === 0) return [];
  return [
    `Demo customers (password ${demoPassword} for all):`,
    ...customers.map((customer) => {
      const host = hosts.bySupplier(customer.supplier);
      const name = customer.name.length > 40 ? `${customer.name.slice(0, 39)}…` : customer.name;
      return `  ${customer.username.padEnd(16)} ${name.padEnd(40)} ${hostOrigin(host, port, listenHost)}/home`;
    }),
    '',
  ];
}

/** The customers left without an account, to try the registration with (README). */
function registrationLines(
  customers: readonly DemoAccount[],
  hosts: { bySupplier(supplier: string): Host | undefined },
  port: number,
  listenHost: string,
): string[] {
  if (customers.length === 0) return [];
  return [
    'Customers with bills but no account, to register (the README gives their proof):',
    ...customers.map((customer) => {
      const host = hosts.bySupplier(customer.supplier);
      const name = customer.name.length > 40 ? `${customer.name.slice(0, 39)}…` : customer.name;
      return `  ${customer.username.padEnd(16)} ${name.padEnd(40)} ${hostOrigin(host, port, listenHost)}/register`;
    }),
    '',
  ];
}

/**
 * The banner's word on payments: each host that pays in the built-in sandbox, said plainly, so
 * an operator who meant to take real payments sees at once that this host does not.
 */
function sandboxLines(hosts: readonly Host[]): string[] {
  if (hosts.length === 0) return [];
  return [
    ...hosts.map(
      (host) =>
        `${host.settings.supplierName ?? host.settings.supplier} (${host.name}): card payments go to the built-in sandbox with its public test key`,
    ),
    'In the sandboxes card 4111 1111 1111 1111 pays, any other is declined.',
    '',
  ];
}
