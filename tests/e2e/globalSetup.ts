import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app.ts';
import { importBundle, readBundle } from '../../server/bundles.ts';
import { readConfig } from '../../server/config.ts';
import { billLink, hostOrigin, openRuntime } from '../../server/runtime.ts';

/** A sample bill of `fixtures/` and the link that opens it. */
export interface SampleBill {
  id: string;
  supplier: string;
  /** The origin its host answers on (alfa: localhost, beta: 127.0.0.1), without a slash. */
  origin: string;
  link: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's address, with a trailing slash. */
    baseURL: string;
    /** Every sample bill with a working link. */
    bills: SampleBill[];
    /** Links that must show the error page: one past its expiry, one tampered with. */
    errorLinks: { expired: string; forged: string };
  }
}

/**
 * Runs the real server for the whole run, in this process: the reference API with an
 * in-memory database seeded with every sample bill, serving the built portal, as `npm start`
 * does. The tests open the links it mints, so they go through public access, the hosts'
 * settings and catalogues, and the server's Content Security Policy.
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
  const config = readConfig({});
  const runtime = await openRuntime({
    ...config,
    dataDir: 'memory://',
    databaseUrl: undefined,
    linkKeys: undefined,
  });
  const app = await buildApp({ ...runtime, distDir });
  try {
    const bundles = readdirSync(config.fixturesDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => readBundle(path.join(config.fixturesDir, name)));
    for (const bundle of bundles) await importBundle(runtime.db, bundle, config.fixturesDir);

    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const port = Number(new URL(address).port);
    const bills = bundles.map((bundle): SampleBill => {
      const host = runtime.hosts.bySupplier(bundle.supplier);
      const origin = hostOrigin(host, port, '127.0.0.1');
      const link = billLink(runtime, host, bundle.id, origin);
      return { id: bundle.id, supplier: bundle.supplier, origin, link };
    });
    const first = bills[0];
    if (!first) throw new Error(`no sample bills in ${config.fixturesDir}`);
    const linkOf = (id: string) => `${first.origin}/bollettainterattiva?id=${id}`;
    const expired = runtime.sealer.seal('link', first.id, new Date(Date.now() - 60_000));
    const valid = runtime.sealer.seal('link', first.id, new Date(Date.now() + 86_400_000));
    project.provide('baseURL', `${address}/`);
    project.provide('bills', bills);
    project.provide('errorLinks', { expired: linkOf(expired), forged: linkOf(tamper(valid)) });
  } catch (error) {
    await app.close();
    await runtime.db.close();
    throw error;
  }
  return async () => {
    await app.close();
    await runtime.db.close();
  };
}

/** The link with one character of its sealed middle changed: it no longer authenticates. */
function tamper(id: string): string {
  const at = Math.floor(id.length / 2);
  const swapped = id[at] === 'A' ? 'B' : 'A';
  return id.slice(0, at) + swapped + id.slice(at + 1);
}
