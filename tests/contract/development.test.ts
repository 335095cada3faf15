import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { importBundle } from '../../server/bundles.ts';
import { readConfig } from '../../server/config.ts';
import { openRuntime, type Runtime } from '../../server/runtime.ts';
import {
  ALFA,
  BETA,
  bundles,
  config,
  databaseKinds,
  expectProblem,
  fixturesDir,
  freshStorage,
  nexi,
  testKeys,
  type DatabaseKind,
} from './harness.ts';
import { identityTestKeys } from './identityKeys.ts';
import { ended, spawnQuadro } from './processes.ts';
import { worldline } from './worldlineHarness.ts';

/**
 * Issue 27, item 2: `serve --watch` turned the playground on, and the playground listed and
 * answered every stored bill, personal data included, on any host, with the sandboxes off and
 * real keys. Now the playground is on only when asked for by name, shows the sample bills of
 * fixtures/ (each host its own supplier's), and neither it nor watch mode starts in a
 * production-like configuration.
 */

/** A customer's bill imported into the database: never a sample. */
const customer = (() => {
  const template = bundles.find((bundle) => bundle.id === 'alfa-2026-0001');
  if (!template) throw new Error('fixture alfa-2026-0001 is missing');
  return { ...template, id: 'alfa-2026-0999', title: 'Un cliente vero' };
})();

async function openApp(
  kind: DatabaseKind,
  options: { playground?: boolean; sandboxes: boolean; env: Record<string, string> },
): Promise<{ runtime: Runtime; app: Awaited<ReturnType<typeof buildApp>> }> {
  const runtime = await openRuntime({ ...config, ...(await freshStorage(kind)) });
  for (const bundle of [...bundles, customer]) {
    await importBundle(runtime.db, bundle, fixturesDir, runtime.blobs);
  }
  try {
    return { runtime, app: await buildApp({ ...runtime, ...options }) };
  } catch (error) {
    await runtime.db.close();
    throw error;
  }
}

describe.each(databaseKinds)('the playground’s samples (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof openApp>>;
  beforeAll(async () => {
    t = await openApp(kind, { playground: true, sandboxes: true, env: {} });
  });
  afterAll(async () => {
    await t.app.close();
    await t.runtime.db.close();
  });
  const get = (url: string, host: string) => t.app.inject({ url, headers: { host } });

  it('lists the host’s own supplier’s fixtures only, never an imported bill', async () => {
    for (const [host, supplier] of [
      [ALFA, 'alfa'],
      [BETA, 'beta'],
    ] as const) {
      const body = (await get('/api/playground', host)).json<{ samples: { id: string }[] }>();
      const ids = body.samples.map((sample) => sample.id).sort();
      const own = bundles.filter((bundle) => bundle.supplier === supplier).map((b) => b.id);
      expect(ids).toEqual(own.sort());
      expect(ids).not.toContain(customer.id);
    }
  });

  it('answers an imported bill and another supplier’s sample 404, like an unknown one', async () => {
    expectProblem(
      await get(`/api/playground/samples/${customer.id}`, ALFA),
      404,
      'sample-not-found',
    );
    expectProblem(
      await get('/api/playground/samples/beta-2026-0001', ALFA),
      404,
      'sample-not-found',
    );
    expectProblem(
      await get('/api/playground/samples/alfa-2026-0001', BETA),
      404,
      'sample-not-found',
    );
    const own = await get('/api/playground/samples/beta-2026-0001', BETA);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ doc: { document_number: string } }>().doc.document_number).toBeTruthy();
  });
});

describe.each(databaseKinds)('the playground in a production-like configuration (%s)', (kind) => {
  it('stays off in watch mode unless asked for by name', async () => {
    const watching = readConfig({ QUADRO_WATCH: 'on' });
    expect(watching.watch).toBe(true);
    const t = await openApp(kind, { playground: watching.playground, sandboxes: true, env: {} });
    try {
      const listing = await t.app.inject({ url: '/api/playground', headers: { host: ALFA } });
      expectProblem(listing, 404);
      const sample = await t.app.inject({
        url: `/api/playground/samples/${customer.id}`,
        headers: { host: BETA },
      });
      expectProblem(sample, 404);
    } finally {
      await t.app.close();
      await t.runtime.db.close();
    }
  });

  it.each([
    ['the sandboxes off', false, testKeys, /sandboxes are off \(QUADRO_SANDBOXES=off\)/],
    [
      'a real payment key, sandboxes on',
      true,
      { [nexi.env]: randomBytes(32).toString('base64') },
      /a real payment key is set \(bolletta\.alfa-energia\.test\)/,
    ],
  ])(
    'refuses to start with the playground asked for and %s',
    async (_case, sandboxes, env, why) => {
      const started = openApp(kind, { playground: true, sandboxes, env: { ...env } });
      await expect(started).rejects.toThrow(/QUADRO_PLAYGROUND=1 \(serve --playground\)/);
      await expect(started).rejects.toThrow(why);
    },
  );
});

/** `quadro serve <args>` until its banner is out (then SIGTERM) or it exits. */
function serve(args: string[], env: Record<string, string>) {
  const child = spawnQuadro(['serve', ...args], env);
  let banner = '';
  child.stdout.on('data', (chunk: Buffer) => {
    banner += chunk.toString();
    if (banner.includes('Press Ctrl-C to stop.')) child.kill('SIGTERM');
  });
  return ended(child);
}

const production = {
  QUADRO_SANDBOXES: 'off',
  // The relay production names (issue 28); these starts are refused before any e-mail leaves.
  QUADRO_SMTP_URL: 'smtp://127.0.0.1:2525',
  [nexi.env]: randomBytes(32).toString('base64'),
  [worldline.env]: randomBytes(32).toString('base64'),
  ...identityTestKeys,
};

describe('quadro serve --watch and --playground', () => {
  it.each([
    [['--watch'], /QUADRO_WATCH=on \(serve --watch\)/],
    [['--playground'], /QUADRO_PLAYGROUND=1 \(serve --playground\)/],
  ])(
    'refuses to start with %s and the sandboxes off, naming it',
    { timeout: 120_000 },
    async (args, setting) => {
      const run = await serve(args, production);
      expect(run.code).not.toBe(0);
      expect(run.code).not.toBeNull();
      expect(run.output).toMatch(setting);
      expect(run.output).toMatch(/sandboxes are off/);
      expect(run.output).not.toContain('quadro is running');
    },
  );

  // Each start of the real process takes seconds on a busy machine.
  it(
    'watches without the playground, and says so in the banner',
    { timeout: 120_000 },
    async () => {
      const run = await serve(['--watch'], {});
      expect(run.output).toContain('quadro is running');
      expect(run.output).toContain('Watch mode (development only)');
      expect(run.output).not.toContain('/playground');
    },
  );

  it('says what the playground exposes when asked for', { timeout: 120_000 }, async () => {
    const run = await serve(['--playground'], {});
    expect(run.output).toMatch(
      /The playground, for configurators \(development only\): http:\/\/\S+\/playground/,
    );
    expect(run.output).toContain('never a bill of the database');
  });
});
