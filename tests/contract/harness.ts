import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inject as provided } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { importBundle, readBundle, type Bundle } from '../../server/bundles.ts';
import { careRouting } from '../../src/domain/customerCare.ts';
import { readConfig, type Config } from '../../server/config.ts';
import { seedDemoAccounts } from '../../server/identity/accounts.ts';
import { demoAccounts } from '../../server/identity/demoAccounts.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';
import type { NotificationQuota } from '../../server/payments/unverified.ts';
import type { Limits } from '../../server/types.ts';
import { validatorFor, describe as describeErrors } from '../../server/validation.ts';
import { identityTestKeys } from './identityKeys.ts';
import { createDatabase } from './postgres.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export const databaseKinds: DatabaseKind[] = ['pglite', 'postgres'];

/**
 * Options of a test that opens the database and builds the app more than once: on a loaded
 * machine that took past the 30 s default (a clean clone beside e2e runs). A bound on a hang.
 */
export const reopensDatabase = { timeout: 120_000 };

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

/** An opened app, with the demo customers' accounts of the sample bills stored (issue 18). */
export async function withDemoAccounts<T extends { runtime: Runtime }>(
  opening: Promise<T>,
): Promise<T> {
  const opened = await opening;
  await seedDemoAccounts(opened.runtime.db, demoAccounts(bundles));
  return opened;
}

/** Seals fresh bill links with `runtime`'s keys, valid `days` days from `clock`'s now. */
export function linkSealer(runtime: Runtime, clock: { now: Date }) {
  return (documentId: string, days = 30): string =>
    runtime.sealer.seal(
      'link',
      documentId,
      new Date(clock.now.getTime() + days * 86_400_000),
      clock.now,
    );
}

/**
 * The API on a fresh database of `kind` with every sample bill imported. Tests talk to it with
 * `app.inject` (the whole fastify pipeline, without a socket).
 */
export async function openTestApp(
  kind: DatabaseKind,
  options: {
    seed?: boolean;
    distDir?: string;
    /** Where the page's templates are read, for a server that renders the first view. */
    templatesDir?: string;
    sandboxes?: boolean;
    /** The environment the payment keys are read from: testKeys unless the sandboxes are on. */
    env?: Readonly<Record<string, string | undefined>>;
    /** The hosts, when a test changes one's settings; else those of hosts/. */
    hosts?: Runtime['hosts'];
    /** Every host's limits, as an operator would set them in server.json. */
    limits?: Limits;
    /** What the provider notification addresses keep of unverified ones (issue 27). */
    notificationQuota?: Partial<NotificationQuota>;
  } = {},
): Promise<TestApp> {
  const opened = await openRuntime({ ...config, ...(await freshStorage(kind)) });
  const runtime = { ...opened, hosts: options.hosts ?? opened.hosts };
  // For suites that probe from one address far past what a customer sends.
  if (options.limits) {
    for (const host of runtime.hosts.all) host.server = { ...host.server, limits: options.limits };
  }
  if (options.seed !== false) {
    for (const bundle of bundles)
      await importBundle(runtime.db, bundle, fixturesDir, runtime.blobs);
  }
  const clock = { now: new Date() };
  const app = await buildApp({
    ...runtime,
    distDir: options.distDir,
    templatesDir: options.templatesDir,
    sandboxes: options.sandboxes,
    env: options.env ?? (options.sandboxes === true ? {} : testKeys),
    notificationQuota: options.notificationQuota,
    now: () => clock.now,
  }).catch(async (error: unknown) => {
    await runtime.db.close();
    throw error;
  });
  return {
    app,
    runtime,
    clock,
    crypto: linkSealer(runtime, clock),
    async close() {
      await app.close();
      await runtime.db.close();
    },
  };
}

/**
 * Where a fresh, empty database lives: PGlite in memory, or a new database on the test
 * PostgreSQL server. Pass a `dataDir` folder for a PGlite that outlives its process.
 */
export async function freshStorage(
  kind: DatabaseKind,
  dataDir = 'memory://',
): Promise<Pick<Config, 'databaseUrl' | 'dataDir' | 'linkKeys'>> {
  const databaseUrl =
    kind === 'postgres'
      ? await createDatabase(provided('postgresUrl'), `t_${randomBytes(6).toString('hex')}`)
      : undefined;
  return { databaseUrl, dataDir, linkKeys: undefined };
}

/** A host's private server.json, as the contract tests read it. */
const serverJson = (host: string): unknown =>
  JSON.parse(readFileSync(path.join(config.hostsDir, host, 'server.json'), 'utf8')) as unknown;

/**
 * The payment keys a production-like test app (sandboxes off) is started with, in the variables
 * the hosts' server.json name: made for this run as a provider issues them (32 random bytes),
 * like an operator's secret, never kept in the repository (issue 27 refuses any key it holds).
 */
export const testKeys: Readonly<Record<string, string>> = {
  QUADRO_ALFA_NEXI_MAC_KEY: randomBytes(32).toString('base64'),
  QUADRO_BETA_WORLDLINE_HMAC_KEY: randomBytes(32).toString('base64'),
  // Issue 18: the identity providers' keys, which production needs as it needs payment keys.
  ...identityTestKeys,
};

/**
 * Alfa's first-provider (nexi) settings from its private server.json: `key` is the MAC key of a
 * test app without sandboxes (from testKeys), `sandboxKey` the public one the sandbox signs with.
 */
export const nexi = (() => {
  const server = serverJson('bolletta.alfa-energia.test') as {
    payments: {
      nexi: { alias: string; url: string; macKey: { env: string; sandboxDefault: string } };
    };
  };
  const { alias, url, macKey } = server.payments.nexi;
  const key = testKeys[macKey.env];
  if (key === undefined) throw new Error(`testKeys has no ${macKey.env}`);
  return { alias, url, env: macKey.env, key, sandboxKey: macKey.sandboxDefault };
})();

/**
 * Limits no suite reaches: for suites whose subject is not the limits but which send, from one
 * address, hundreds of forged links or dozens of calls per link in a second (issue 12).
 */
export const noLimits: Limits = {
  readsPerMinutePerAddress: 1_000_000,
  writesPerMinutePerAddress: 1_000_000,
  writesPerMinutePerLink: 1_000_000,
  pagesPerMinutePerAddress: 1_000_000,
  failedLinksPerMinutePerAddress: 1_000_000,
  messagesPerBillPerDay: 1_000_000,
};

/** The hosts of hosts/ (their aliases are `localhost` and `127.0.0.1`). */
export const ALFA = 'bolletta.alfa-energia.test';
export const BETA = 'bolletta.beta-gas.test';
/** Alfa's host name as a provider notification's last path segment names it (decision 77). */
export const alfa64 = Buffer.from(ALFA).toString('base64');

/**
 * A fresh payable bill for the first provider's tests, a copy of alfa-2026-0001 (debt 109,73 €)
 * stored as `id`, and the payment data its start call answers: the fields the page posts on.
 */
export async function startNexiPayment(
  t: TestApp,
  id: string,
): Promise<{ link: string; postData: Record<string, string> }> {
  const template = bundles.find((bundle) => bundle.id === 'alfa-2026-0001');
  if (!template) throw new Error('fixture alfa-2026-0001 is missing');
  await importBundle(t.runtime.db, { ...template, id }, fixturesDir);
  const link = t.crypto(id);
  const response = await t.app.inject({
    url: `/api/api_alfa_pagamento/${link}`,
    headers: { host: ALFA },
  });
  const postData = response.json<{ post_data?: Record<string, string> }>().post_data;
  if (!postData) throw new Error(`no payment started: ${response.body}`);
  return { link, postData };
}

/** The 27th of this month at noon in Italy: a day inside either self-reading window. */
export function selfReadingDay(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 27, 10));
}

/**
 * Runs `body` with the clock on the 27th of this month at noon in Italy, a day inside either
 * self-reading window (from day 20; the last five days, 24–28 in a February), so a reading is
 * accepted whatever day the suite runs on. Only the customer's calls belong inside: a token
 * issued on today's clock (a billing client's) is expired on the 27th when today is the 1st.
 */
export async function withSelfReadingOpen<T>(t: TestApp, body: () => Promise<T>): Promise<T> {
  t.clock.now = selfReadingDay();
  try {
    return await body();
  } finally {
    t.clock.now = new Date();
  }
}

/** The host serving a bill, by its id's supplier prefix. */
export const hostFor = (documentId: string): string =>
  documentId.startsWith('beta') ? BETA : ALFA;

/** The bearer token that /api/public/access gives for a fresh link to `documentId`. */
export async function sessionToken(t: TestApp, documentId: string): Promise<string> {
  const response = await t.app.inject({
    url: `/api/public/access?id=${t.crypto(documentId)}`,
    headers: { host: hostFor(documentId) },
  });
  if (response.statusCode !== 200)
    throw new Error(`no session for ${documentId}: ${response.body}`);
  return response.json<{ token: string }>().token;
}

export interface ProblemBody {
  statusCode: number;
  error: string;
  message: string;
  code: string;
}

/** Asserts a refusal: its status, the problem shape with a code, and never a 500. */
export function expectProblem(
  response: LightMyRequestResponse,
  status: number,
  code?: string | RegExp,
): ProblemBody {
  if (response.statusCode !== status) {
    throw new Error(
      `expected ${status}, got ${response.statusCode}: ${response.body.slice(0, 300)}`,
    );
  }
  const body = response.json<ProblemBody>();
  expectSchema('problem.schema.json', body);
  if (body.statusCode !== status || typeof body.code !== 'string') {
    throw new Error(`not a full problem body: ${response.body.slice(0, 300)}`);
  }
  if (
    code !== undefined &&
    !(typeof code === 'string' ? body.code === code : code.test(body.code))
  ) {
    throw new Error(`expected code ${String(code)}, got ${body.code}`);
  }
  return body;
}

/** Asserts a body satisfies `schemas/<file>`, with ajv's reasons in the failure. */
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

/** A customer-care request as the page builds it: the category's derived values of §9 filled in. */
export const care = (category: string, extra: object = {}): object => ({
  email: '',
  description: 'Vi scrivo per la bolletta.',
  category,
  ...careRouting(category),
  ...extra,
});
