import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { importBundle, readBundle } from './bundles.ts';
import { loggerOptions } from './http/logging.ts';
import { refuseDevelopmentFeatures, type Config } from './config.ts';
import type { Host, Hosts } from './hosts/hosts.ts';
import { seedCustomerArea } from './area/seed.ts';
import { seedDemoAccounts } from './identity/accounts.ts';
import { demoAccounts, demoPassword, type DemoAccount } from './identity/demoAccounts.ts';
import { resolvePaymentKeys, type PaymentKeys } from './payments/secrets.ts';
import { billPdfDrawer } from './ingest/drawPdf.ts';

import { resolveIngestClients, type IngestClients } from './ingest/clients.ts';
import { ingestPath } from './identity/bearer.ts';
import { billLink, hostOrigin, hostsOfSupplier, openRuntime } from './runtime.ts';
import type { TemplateStore } from './templates/store.ts';
import { liveHosts } from './templates/watch.ts';
import { watchConfiguration } from './templates/watchConfiguration.ts';
import { countDocuments, listDocuments } from './store/documents.ts';
import { withoutRegistrable } from './registration/demo.ts';
import { opensWritten } from './dispatch/opens.ts';
import { startMailing, type Mailing } from './dispatch/start.ts';
import { devInboxRoutes, DEV_INBOX_PATH } from './mail/devInboxRoutes.ts';
import { DEV_WEBHOOKS_PATH } from './events/devReceiver.ts';
import { refuseMissingMail } from './mail/settings.ts';
import { prepareWebhooks, type Webhooks } from './webhooks/start.ts';

/**
 * `npm start` and `quadro serve`: the API and the built portal on one port. Seeds the sample
 * bills into an empty database, prints a link per bill, and on SIGINT/SIGTERM stops taking
 * requests, finishes those in flight, then closes the database.
 */
export async function serve(
  config: Config,
  options: {
    seed: boolean;
    /** A worker of `serve --workers N` (./cli/workers.ts) after the first says only that it runs. */
    banner?: boolean;
  },
): Promise<void> {
  const opened = await openRuntime(config);
  // The watch mode swaps the hosts under the running app (ADR 0035).
  const runtime = { ...opened, hosts: liveHosts(opened.hosts) };
  let paymentKeys: PaymentKeys;
  let ingestClients: IngestClients;
  let app: FastifyInstance;
  let templates: TemplateStore | undefined;
  let mailing: Mailing;
  let webhooks: Webhooks;
  try {
    paymentKeys = resolvePaymentKeys(runtime.hosts.all, process.env, config.sandboxes);
    ingestClients = resolveIngestClients(runtime.hosts.all, process.env, config.sandboxes);

    // A host that sends e-mail needs a relay and a From outside the sandboxes (ADR 0045).
    refuseMissingMail(runtime.hosts.all, config);
    // The relay, or in development the built-in receiver: the recovery e-mails go there too.
    mailing = await startMailing(runtime, config, {
      warn: (message) => {
        app.log.warn(message);
      },
    });
    // Watch mode and the playground are for a developer's machine (issue 27, decision 365).
    refuseDevelopmentFeatures(config, {
      sandboxes: config.sandboxes,
      identityDemo: config.sandboxes,
      realKeyHosts: paymentKeys.realHosts.map((host) => host.name),
    });
    // Webhook secrets and URLs, fail closed like the keys above (issue 29, ADR 0049).
    webhooks = prepareWebhooks(runtime, process.env, config.sandboxes, {
      warn: (message) => {
        app.log.warn(message);
      },
    });
    app = await buildApp({
      ...runtime,
      mailer: mailing.mailer,
      paymentKeys,
      ingestClients,
      distDir: config.distDir,
      templatesDir: config.templatesDir,
      onTemplates: (store) => {
        templates = store;
      },
      sandboxes: config.sandboxes,
      playground: config.playground,
      logger: loggerOptions(process.env['LOG_LEVEL'] ?? 'info'),
      trustProxy: process.env['QUADRO_TRUST_PROXY'] || false,
      // Demo mode's issuers are the origins printed below (with the port asked for), or the
      // load balancer's port, so that every process behind it is one issuer (issue 31).
      identity: {
        origin: (host) => hostOrigin(host, publicPort(config.port), config.listenHost),
      },
    });
    if (mailing.inbox) devInboxRoutes(app, mailing.inbox);
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
      // The PDF prints the link of the supplier's own host, as the banner does (ADR 0046).
      const drawPdf = billPdfDrawer(runtime, config);
      for (const bundle of bundles) {
        await importBundle(runtime.db, bundle, config.fixturesDir, runtime.blobs, {
          source: 'seed',
          drawPdf,
        });
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

  const stopWatching =
    config.watch && templates
      ? watchConfiguration(config, runtime.hosts, templates, app.log)
      : () => undefined;
  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info(`${signal ?? 'close'}: finishing requests in flight`);
    stopWatching();
    await app.close();
    await opensWritten();
    await mailing.close();
    await webhooks.close();
    await runtime.db.close();
  });

  const address = await app.listen({ port: config.port, host: config.listenHost });
  const port = Number(new URL(address).port);
  // Links in e-mails: the printed origins in development, each host's public one in production.
  await mailing.startWorker((host) =>
    config.sandboxes
      ? hostOrigin(host, publicPort(port), config.listenHost)
      : (host.server.identity?.origin ?? hostOrigin(host, publicPort(port), config.listenHost)),
  );
  // `/dev/webhooks/` endpoints are delivered to this very process's address (sandboxes only).
  const ownOrigin = `http://${config.listenHost.includes(':') ? `[${config.listenHost}]` : config.listenHost}:${port}`;
  await webhooks.startWorker(ownOrigin);
  const bills = await listDocuments(runtime.db);
  const lines = [
    '',
    `quadro is running at ${address}/ (database: ${runtime.db.kind}, ${runtime.db.location}${runtime.blobs ? `; attachments and PDFs in ${runtime.blobs.location}` : ''})`,
    `The templates, for configurators: ${address}/preview`,
    ...developmentLines(config, address),
    ...mailLines(mailing, address),
    ...(config.sandboxes
      ? [
          `Webhooks to the demo endpoints, as the supplier's receiver verifies them (sandboxes only): ${address}${DEV_WEBHOOKS_PATH}`,
        ]
      : []),
    ...webhooks.lines(ownOrigin),
    '',
    'Sample bills:',
    // One link per host that shows the bill: the supplier's own, then its variants.
    ...bills.map((bill) => {
      const links = hostsOfSupplier(runtime.hosts, bill.supplier).map((host) =>
        billLink(runtime, host, bill.id, hostOrigin(host, publicPort(port), config.listenHost)),
      );
      return [`  ${bill.id.padEnd(16)} ${bill.title}`, ...links.map((l) => `    ${l}`)].join('\n');
    }),
    '',
    ...customerLines(customers, runtime.hosts, port, config.listenHost),
    ...registrationLines(registrable, runtime.hosts, port, config.listenHost),
    ...sandboxLines(paymentKeys.sandboxHosts),
    ...ingestLines(runtime.hosts.all, ingestClients, port, config.listenHost),
    'Press Ctrl-C to stop.',
  ];
  if (options.banner === false) {
    app.log.info(`worker ${process.pid} is listening at ${address}`);
    return;
  }
  process.stdout.write(lines.join('\n') + '\n');
}

/**
 * The port customers reach in demo mode: QUADRO_PUBLIC_PORT when processes sit behind a load
 * balancer (docs/deployment.md), else the one this process listens on. Production names each
 * host's public origin in server.json instead (`identity.origin`).
 */
function publicPort(port: number): number {
  const given = Number(process.env['QUADRO_PUBLIC_PORT']);
  return Number.isInteger(given) && given > 0 && given <= 65535 ? given : port;
}

/**
 * The banner's word on the development features (issue 27): what each one exposes, so an
 * operator who started them by mistake reads it at once.
 */
function developmentLines(config: Config, address: string): string[] {
  return [
    ...(config.watch
      ? ['Watch mode (development only): templates/ and hosts/ are reloaded as they change.']
      : []),
    ...(config.playground
      ? [
          `The playground, for configurators (development only): ${address}/playground`,
          '  It shows anyone who reaches this server the sample bills of fixtures/ (each host its',
          "  own supplier's) and checks pasted templates; never a bill of the database.",
        ]
      : []),
  ];
}

/** Where the e-mails go: the relay, or the embedded receiver and its page (ADR 0045). */
function mailLines(mailing: Mailing, address: string): string[] {
  if (mailing.inbox) {
    return [
      `E-mails sent, caught by the built-in SMTP receiver (${mailing.inbox.url}; nothing leaves this machine): ${address}${DEV_INBOX_PATH}`,
    ];
  }
  return mailing.mailer ? ['E-mails announcing new bills leave through QUADRO_SMTP_URL.'] : [];
}

/** The demo customers' logins, per host: login name, password, where to log in. */
function customerLines(
  customers: readonly DemoAccount[],
  hosts: Pick<Hosts, 'all'>,
  port: number,
  listenHost: string,
): string[] {
  if (customers.length === 0) return [];
  return [
    `Demo customers (password ${demoPassword} for all):`,
    ...customers.map((customer) => {
      const host = hostsOfSupplier(hosts, customer.supplier)[0];
      const name = customer.name.length > 40 ? `${customer.name.slice(0, 39)}…` : customer.name;
      return `  ${customer.username.padEnd(16)} ${name.padEnd(40)} ${hostOrigin(host, port, listenHost)}/home`;
    }),
    '',
  ];
}

/** The customers left without an account, to try the registration with (README). */
function registrationLines(
  customers: readonly DemoAccount[],
  hosts: Pick<Hosts, 'all'>,
  port: number,
  listenHost: string,
): string[] {
  if (customers.length === 0) return [];
  return [
    'Customers with bills but no account, to register (the README gives their proof):',
    ...customers.map((customer) => {
      const host = hostsOfSupplier(hosts, customer.supplier)[0];
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

/**
 * The demo billing clients (issue 28): their id and the repository's secret, which only the
 * sandboxes accept, and the two calls that send a bill (docs/integrating.md).
 */
function ingestLines(
  hosts: readonly Host[],
  clients: IngestClients,
  port: number,
  listenHost: string,
): string[] {
  const demo = hosts.flatMap((host) => {
    const client = clients.of(host);
    return client?.demo === true && host.chain.length === 1 ? [{ host, client }] : [];
  });
  const [first] = demo;
  if (!first) return [];
  const origin = hostOrigin(first.host, port, listenHost);
  return [
    'Demo billing clients, for the ingestion API (docs/integrating.md; never with the sandboxes off):',
    ...demo.map(
      ({ host, client }) =>
        `  ${client.clientId.padEnd(16)} secret ${client.secret}  ${hostOrigin(host, port, listenHost)}${ingestPath}`,
    ),
    'For example:',
    `  TOKEN=$(curl -s -u ${first.client.clientId}:${first.client.secret} -d grant_type=client_credentials -d scope=bills:write ${origin}/oidc/token | sed 's/.*"access_token":"\\([^"]*\\)".*/\\1/')`,
    `  curl -X PUT -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' --data-binary @fixtures/alfa-2026-0002.json ${origin}${ingestPath}/bills/alfa-2026-0002`,
    '',
  ];
}
