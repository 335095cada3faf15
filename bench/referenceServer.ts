import { readdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { importBundle, readBundle } from '../server/bundles.ts';
import { readConfig } from '../server/config.ts';
import { billLink, hostOrigin, openRuntime } from '../server/runtime.ts';

/** A sample bill of `fixtures/` and the link that opens it. */
export interface SampleBill {
  id: string;
  /** The origin its host answers on (alfa: localhost, beta: 127.0.0.1). */
  origin: string;
  link: string;
}

export interface ReferenceServer {
  bills: SampleBill[];
  close: () => Promise<void>;
}

/**
 * The reference API serving `distDir`, in this process, with an in-memory database seeded with
 * every sample bill: what `npm start` runs and what tests/e2e/globalSetup.ts starts for the
 * end-to-end tests, so the pages measured go through public access, the hosts' settings and
 * the server's headers (Content Security Policy, caching).
 */
export async function startReferenceServer(distDir: string): Promise<ReferenceServer> {
  const config = readConfig({});
  const runtime = await openRuntime({
    ...config,
    dataDir: 'memory://',
    databaseUrl: undefined,
    linkKeys: undefined,
  });
  const app = await buildApp({ ...runtime, distDir });
  const close = async () => {
    await app.close();
    await runtime.db.close();
  };
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
      return { id: bundle.id, origin, link: billLink(runtime, host, bundle.id, origin) };
    });
    return { bills, close };
  } catch (error) {
    await close();
    throw error;
  }
}
