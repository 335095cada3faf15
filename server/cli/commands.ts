import type { Config } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { importExit, importInputs, importUsage, parseImportArgs } from '../import/command.ts';
import { billLink, hostOrigin, hostsOfSupplier, openRuntime, type Runtime } from '../runtime.ts';
import { findDocument } from '../store/documents.ts';
import { dispatchCommandOn } from './dispatch.ts';
import { eventsOfBill } from '../events/ofBill.ts';
import { eventsCommandOn } from './events.ts';
import { routesOf } from '../webhooks/settings.ts';

type Out = (line: string) => void;

async function withRuntime(
  config: Config,
  work: (runtime: Runtime) => Promise<number>,
): Promise<number> {
  const runtime = await openRuntime(config);
  try {
    return await work(runtime);
  } finally {
    await runtime.db.close();
  }
}

const linkOf = (runtime: Runtime, config: Config, supplier: string, id: string): string => {
  const host = hostsOfSupplier(runtime.hosts, supplier)[0];
  return billLink(runtime, host, id, hostOrigin(host, config.port, config.listenHost));
};

/**
 * `quadro import <folder | bills.ndjson | bundle.json>…`: streamed, each bill checked and stored
 * on its own, a refusal reported without stopping the others (server/import/, ADR 0044).
 */
export async function importCommand(config: Config, args: string[], out: Out): Promise<number> {
  const options = parseImportArgs(args);
  if (!options) {
    out(importUsage);
    return importExit.usage;
  }
  return withRuntime(config, (runtime) =>
    importInputs(runtime, config, options, { out, progress: process.stderr }),
  );
}

/**
 * `quadro link <document id> [--host <host>]`: a fresh link, valid for the host's link
 * lifetime, on the supplier's own host, or on the host named (a variant of it, decision 316).
 */
export async function linkCommand(config: Config, args: string[], out: Out): Promise<number> {
  const hostAt = args.indexOf('--host');
  const asked = hostAt === -1 ? undefined : args[hostAt + 1];
  const [id] = args.filter(
    (_, index) => hostAt === -1 || (index !== hostAt && index !== hostAt + 1),
  );
  if (id === undefined || (hostAt !== -1 && asked === undefined)) {
    out('usage: quadro link <document id> [--host <host>]');
    return 2;
  }
  return withRuntime(config, async (runtime) => {
    const bill = await findDocument(runtime.db, id);
    if (!bill) {
      out(`No bill has the id ${id}; \`quadro import <bundle.json>\` stores one.`);
      return 1;
    }
    const hosts = hostsOfSupplier(runtime.hosts, bill.supplier);
    if (asked === undefined) {
      out(linkOf(runtime, config, bill.supplier, id));
      return 0;
    }
    const host = hosts.find((h) => h.name === asked || h.server.aliases?.includes(asked));
    if (!host) {
      const names = hosts.map((h) => h.name).join(', ') || 'none';
      out(`${asked} does not show ${bill.supplier}'s bills; the hosts that do: ${names}`);
      return 1;
    }
    out(billLink(runtime, host, id, hostOrigin(host, config.port, config.listenHost)));
    return 0;
  });
}

/**
 * `quadro inbox <document id>`: what happened to a bill that its supplier is told, one JSON line
 * per event of the outbox (issue 29), oldest first: `{id, type, timestamp, data}`, the webhook's
 * id and body as the supplier's endpoint receives them.
 */
export async function inboxCommand(config: Config, args: string[], out: Out): Promise<number> {
  const [id] = args;
  if (id === undefined) {
    out('usage: quadro inbox <document id>');
    return 2;
  }
  return withRuntime(config, (runtime) => printBillEvents(runtime.db, id, out));
}

/** What `quadro inbox` prints, on an open database. */
export async function printBillEvents(db: Queryable, id: string, out: Out): Promise<number> {
  for (const event of await eventsOfBill(db, id)) out(JSON.stringify(event));
  return 0;
}

/** `quadro dispatch …`: the bill e-mails' queue (./dispatch.ts). */
export async function dispatchCommand(config: Config, args: string[], out: Out): Promise<number> {
  return withRuntime(config, (runtime) => dispatchCommandOn(runtime.db, args, out));
}

/** `quadro events …`: the outbox's events and their webhook deliveries (./events.ts). */
export async function eventsCommand(config: Config, args: string[], out: Out): Promise<number> {
  return withRuntime(config, (runtime) =>
    eventsCommandOn(runtime.db, routesOf(runtime.hosts.all), args, out),
  );
}
