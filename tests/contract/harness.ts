import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { inject as provided } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { importBundle, readBundle, type Bundle } from '../../server/bundles.ts';
import { readConfig } from '../../server/config.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';
import { validatorFor, describe as describeErrors } from '../../server/validation.ts';
import { createDatabase } from './postgres.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export const databaseKinds: DatabaseKind[] = ['pglite', 'postgres'];

export const config = readConfig({});
export const fixturesDir = config.fixturesDir;
export const bundles: Bundle[] = readdirSync(fixturesDir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => readBundle(path.join(fixturesDir, name)));

/** The Host header of the host that serves `supplier`'s bills. */
export function hostOf(runtime: Runtime, supplier: string): string {
  const host = runtime.hosts.bySupplier(supplier);
  if (!host) throw new Error(`no host serves ${supplier}`);
  return host.name;
}

export interface TestApp {
  app: FastifyInstance;
  runtime: Runtime;
  /** The clock the app reads; tests move it. */
  clock: { now: Date };
  /** A fresh link id (crypto) for a stored bill, valid `days` days from the clock. */
  crypto(documentId: string, days?: number): string;
  close(): Promise<void>;
}

/**
 * The API on a fresh database of `kind` with every sample bill imported. Tests talk to it with
 * `app.inject` (the whole fastify pipeline, without a socket).
 */
export async function openTestApp(
  kind: DatabaseKind,
  options: { seed?: boolean } = {},
): Promise<TestApp> {
  const databaseUrl =
    kind === 'postgres'
      ? await createDatabase(provided('postgresUrl'), `t_${randomBytes(6).toString('hex')}`)
      : undefined;
  const runtime = await openRuntime({
    ...config,
    databaseUrl,
    dataDir: 'memory://',
    linkKeys: undefined,
  });
  if (options.seed !== false) {
    for (const bundle of bundles) await importBundle(runtime.db, bundle, fixturesDir);
  }
  const clock = { now: new Date() };
  const app = await buildApp({ ...runtime, now: () => clock.now });
  return {
    app,
    runtime,
    clock,
    crypto: (documentId, days = 30) =>
      runtime.sealer.seal('link', documentId, new Date(clock.now.getTime() + days * 86_400_000)),
    async close() {
      await app.close();
      await runtime.db.close();
    },
  };
}

/** Asserts that a body satisfies `schemas/<file>`, with ajv's reasons in the failure. */
export function expectSchema(file: string, body: unknown): void {
  const validate = validatorFor(file);
  if (!validate(body)) {
    throw new Error(
      `answer outside schemas/${file}: ${describeErrors(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}

export const json = (response: LightMyRequestResponse): unknown =>
  JSON.parse(response.body) as unknown;
