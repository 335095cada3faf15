import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { importBundle, readBundle } from './bundles.ts';
import { loggerOptions } from './http/logging.ts';
import type { Config } from './config.ts';
import type { Host } from './hosts/hosts.ts';
import { resolvePaymentKeys, type PaymentKeys } from './payments/secrets.ts';
import { billLink, hostOrigin, openRuntime } from './runtime.ts';
import { countDocuments, listDocuments } from './store/documents.ts';

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
    });
  } catch (error) {
    await runtime.db.close();
    throw error;
  }

  if (options.seed && (await countDocuments(runtime.db)) === 0) {
    const files = readdirSync(config.fixturesDir).filter((name) => name.endsWith('.json'));
    for (const file of files) {
      await importBundle(
        runtime.db,
        readBundle(path.join(config.fixturesDir, file)),
        config.fixturesDir,
        runtime.blobs,
      );
    }
    app.log.info(`seeded ${files.length} sample bills from ${config.fixturesDir}`);
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
    ...sandboxLines(paymentKeys.sandboxHosts),
    'Press Ctrl-C to stop.',
  ];
  process.stdout.write(lines.join('\n') + '\n');
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
